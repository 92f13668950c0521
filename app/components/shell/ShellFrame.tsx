import type { ReactNode } from 'react'
import { useT } from '#app/components/use-t.ts'
import { css, cx } from '#styled-system/css'
import { navLink as navLinkRecipe } from '#styled-system/recipes'

/**
 * A menu entry of the side menus (the app's and the operator area's), the active one marked: the
 * `navLink` recipe (app/theme/recipes/nav-link.ts), one class.
 */
export const navLink = navLinkRecipe()

/** A round icon button of the header (the bell, the Finder's no-JavaScript search button). */
export const headerIconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'gray.100', color: 'fg' },
})

const skipLink = css({
  position: 'absolute',
  left: '-9999px',
  _focus: {
    left: '4',
    top: '3',
    zIndex: 'skipLink',
    bg: 'surface',
    px: '3',
    py: '2',
    borderRadius: 'md',
  },
})

function SkipLink() {
  const t = useT()
  return (
    <a href="#indhold" className={skipLink}>
      {t('common.skipToContent')}
    </a>
  )
}

const asideStyles = {
  // The app's menu is a drawer on phones (MobileNav in the header). Before hydration MobileNav's
  // <details> there opens this same menu as the drawer, by CSS alone: the menu is drawn once.
  drawer: css({
    display: { base: 'none', md: 'block' },
    position: 'sticky',
    top: 'token(sizes.header)',
    h: 'calc(100dvh - token(sizes.header))',
    borderRightWidth: '1px',
    _sideMenuOpen: {
      mdDown: {
        display: 'block',
        // Still sticky, not fixed: in the flow it starts right under the header wherever the header
        // is (under the impersonation banner at the top of the page), and stays under it when
        // scrolled. The negative margin keeps the page beside it from moving. Under the banner its
        // foot is below the window until the page is scrolled, as on a wide screen.
        w: 'drawer',
        mr: 'calc(-1 * token(sizes.drawer))',
        borderRightWidth: '0',
        boxShadow: '2xl',
        // Over the header's layer, where the <details>'s backdrop is drawn.
        zIndex: 'overlay',
      },
    },
  }),
  // The operator area's short menu stays on phones, as a row under the header (no JavaScript).
  row: css({
    borderRightWidth: { md: '1px' },
    borderBottomWidth: { base: '1px', md: '0' },
    // The active entry's bar at its left belongs to a column, not to a row of links.
    '& a[aria-current=page]::before': { display: { base: 'none', md: 'block' } },
  }),
}

const frameStyle = css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'canvas' })

const headerStyle = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  h: 'header',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  pr: { base: '3', md: '5' },
  bg: 'surface',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})

/** The row of the side menu and the page; the operator area's menu row goes over the page on phones. */
const bodyStyles: Record<keyof typeof asideStyles, string> = {
  drawer: css({ flex: '1', display: 'flex', flexDirection: 'row', minH: '0' }),
  row: css({ flex: '1', display: 'flex', flexDirection: { base: 'column', md: 'row' }, minH: '0' }),
}

const asideStyle = css({ w: { md: 'sidebar' }, flexShrink: 0, bg: 'surface', borderColor: 'border.subtle' })

const mainStyle = css({
  flex: '1',
  minW: '0',
  display: 'flex',
  flexDirection: 'column',
  px: { base: '4', md: '8' },
  py: { base: '5', md: '8' },
})

/**
 * The signed-in frame both areas share: a skip link, an optional banner, the 60 px sticky header,
 * the 250 px side menu and the page as `main#indhold`.
 */
export function ShellFrame({
  banner,
  header,
  aside,
  asideOnPhone = 'drawer',
  children,
}: {
  banner?: ReactNode
  header: ReactNode
  aside?: ReactNode
  asideOnPhone?: keyof typeof asideStyles
  children: ReactNode
}) {
  return (
    <div className={frameStyle}>
      <SkipLink />
      {banner}
      <header className={headerStyle}>{header}</header>
      <div className={bodyStyles[asideOnPhone]}>
        {aside && <aside className={cx(asideStyle, asideStyles[asideOnPhone])}>{aside}</aside>}
        <main id="indhold" className={mainStyle}>
          {children}
        </main>
      </div>
    </div>
  )
}
