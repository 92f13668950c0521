import { Link } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { CurrentUser } from '#domain/user.ts'
import { css } from '#styled-system/css'
import { useHydrated } from '../use-hydrated.ts'
import { Avatar } from './Avatar.tsx'
import { useShellDialogs } from './shell-context.ts'

const box = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minW: '0',
  pl: { base: '1', md: '3' },
  pr: '1',
  py: '1',
  borderRadius: 'full',
  color: 'fg',
  textDecoration: 'none',
  cursor: 'pointer',
  textAlign: 'right',
  _hover: { bg: 'gray.100' },
})

const nameAndCompany = css({
  display: { base: 'none', sm: 'flex' },
  flexDirection: 'column',
  alignItems: 'flex-end',
  minW: '0',
  lineHeight: '1.25',
})

const nameStyle = css({
  fontWeight: 'semibold',
  textStyle: 'small',
  maxW: { base: '9rem', md: '16rem' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

const companyStyle = css({
  display: { base: 'none', md: 'block' },
  fontSize: 'xs',
  color: 'fg.muted',
  maxW: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/**
 * The user menu: name, company and the avatar (photo, else initials). Clicking it opens account
 * settings: the dialog with JavaScript, the /app/account page without.
 */
export function UserButton({ user }: { user: CurrentUser }) {
  const t = useT()
  const hydrated = useHydrated()
  const dialogs = useShellDialogs()
  const content = (
    <>
      <span className={nameAndCompany}>
        <span className={nameStyle}>{user.name}</span>
        <span className={companyStyle}>{user.company.name}</span>
      </span>
      <Avatar name={user.name} src={user.photo.thumb.url ?? user.photo.url} />
    </>
  )
  const label = t('shell.openAccount', { name: user.name })
  if (!hydrated) {
    return (
      <Link to="/app/account" className={box} aria-label={label}>
        {content}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={box}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={dialogs.openAccount}
    >
      {content}
    </button>
  )
}
