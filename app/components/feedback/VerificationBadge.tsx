import { useT } from '#app/components/use-t.ts'
import type { VerificationStatus } from '#domain/enums.ts'
import { css } from '#styled-system/css'
import { CheckCircleIcon, ClockIcon } from '../icons.tsx'

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  textStyle: 'small',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  '& svg': { w: '3.5', h: '3.5' },
})
const verified = css({ bg: 'success.subtle', color: 'success.fg' })
const unverified = css({ bg: 'warning.subtle', color: 'warning.fg' })

/** 'Bekræftet' or 'Afventer bekræftelse': a word and an icon, not colour alone. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const t = useT()
  const isVerified = status === 'verified'
  return (
    <span className={`${badge} ${isVerified ? verified : unverified}`}>
      {isVerified ? <CheckCircleIcon /> : <ClockIcon />}
      {t(`resources.verification.${status}`)}
    </span>
  )
}
