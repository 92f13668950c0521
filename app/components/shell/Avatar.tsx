import { css, cx } from '#styled-system/css'

/** 'Mette Jensen' → 'MJ'; one name → its first letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!.charAt(0)
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : ''
  return `${first}${last}`.toUpperCase()
}

const SIZES = { sm: '8', md: '10', lg: '20' } as const

// Made once, not per avatar: a list draws one a row.
const box = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'sjak.100',
  color: 'sjak.800',
  fontWeight: 'semibold',
  userSelect: 'none',
})
const SIZED = {
  sm: css({ w: SIZES.sm, h: SIZES.sm, fontSize: 'xs' }),
  md: css({ w: SIZES.md, h: SIZES.md, fontSize: 'sm' }),
  lg: css({ w: SIZES.lg, h: SIZES.lg, fontSize: '2xl' }),
}
const cover = css({ objectFit: 'cover' })

/**
 * A round photo, or the initials on blue when there is none. A plain <img>, so it shows in the
 * server HTML without JavaScript. Decorative: the caller names the person.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  className,
}: {
  name: string
  src: string | null | undefined
  size?: keyof typeof SIZES
  className?: string
}) {
  const sized = SIZED[size]
  if (src) {
    return (
      <img
        src={src}
        alt=""
        className={cx(box, sized, cover, className)}
        width={size === 'lg' ? 80 : size === 'md' ? 40 : 32}
        height={size === 'lg' ? 80 : size === 'md' ? 40 : 32}
      />
    )
  }
  return (
    <span aria-hidden="true" className={cx(box, sized, className)}>
      {initials(name)}
    </span>
  )
}
