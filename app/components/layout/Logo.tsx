import { css, cx } from '#styled-system/css'

/** The Sjak mark and word. `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          fontWeight: 'bold',
          fontSize: 'xl',
          letterSpacing: '-0.02em',
          color: tone === 'light' ? 'white' : 'sjak.800',
        }),
        className,
      )}
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={tone === 'light' ? '#ffffff' : '#234f85'} />
        <path
          d="M9 21.5c1.4 1.3 3.6 2.2 6.2 2.2 3.6 0 5.8-1.7 5.8-4.3 0-2.4-1.7-3.5-4.9-4.2l-1.6-.4c-1.7-.4-2.4-.9-2.4-1.8 0-1.1 1-1.8 2.7-1.8 1.6 0 2.9.6 4 1.5l1.8-2.3C19.2 9.2 17.5 8.4 15 8.4c-3.4 0-5.6 1.8-5.6 4.4 0 2.4 1.7 3.6 4.7 4.2l1.6.4c1.8.4 2.5.9 2.5 1.9 0 1.2-1.1 1.9-3 1.9-1.9 0-3.5-.8-4.7-1.9Z"
          fill={tone === 'light' ? '#234f85' : '#ffffff'}
        />
        <rect x="20" y="22" width="5" height="3" rx="1" fill="#e8661c" />
      </svg>
      <span>Sjak</span>
    </span>
  )
}
