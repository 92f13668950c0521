import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { Role } from '#domain/enums.ts'
import { css } from '#styled-system/css'
import { CloseIcon, MenuIcon } from '../icons.tsx'
import { Logo } from '../layout/Logo.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { SideNav } from './SideNav.tsx'

const trigger = css({
  display: { base: 'inline-flex', md: 'none' },
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  ml: '-2',
  borderRadius: 'md',
  color: 'fg',
  cursor: 'pointer',
  listStyle: 'none',
  _hover: { bg: 'gray.100' },
  '&::-webkit-details-marker': { display: 'none' },
})

const drawer = css({
  position: 'fixed',
  top: '0',
  left: '0',
  bottom: '0',
  w: 'drawer',
  display: 'flex',
  flexDirection: 'column',
  bg: 'surface',
  boxShadow: '2xl',
  zIndex: 'modal',
  outline: 'none',
  _open: { animation: 'fadein 0.15s ease-out' },
})

const disclosure = css({ display: { base: 'block', md: 'none' }, '&[open] > summary': { bg: 'gray.100' } })

// Placed in the sticky header (its containing block), one header height from the header's top: so
// right under it, whatever is above it (the impersonation banner moves the header down at the top
// of the page). Down to the window's bottom once the header is at the top.
const detailsBackdrop = css({
  position: 'absolute',
  top: 'token(sizes.header)',
  left: '0',
  right: '0',
  h: 'calc(100dvh - token(sizes.header))',
  bg: 'backdrop',
  zIndex: 'overlay',
})

const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'backdrop',
  zIndex: 'overlay',
  _open: { animation: 'fadein 0.15s ease-out' },
})

const drawerHeader = css({
  h: 'header',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  px: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})

const title = css({ display: 'flex' })

const srOnly = css({ srOnly: true })

const closeTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
})

const drawerBody = css({ flex: '1', minH: '0' })

/**
 * The side menu on phones (<768 px): a button in the header opens it as a drawer. Without
 * JavaScript a <details> element does the opening: open, it shows the shell's one side menu (the
 * `<aside>`, ShellFrame.tsx) as the drawer over its backdrop, by CSS, rather than drawing the menu a
 * second time. With JavaScript, Ark's Dialog (focus kept inside, Escape and a click outside close
 * it, and it closes when a page is chosen).
 */
export function MobileNav({ role }: { role: Role }) {
  const t = useT()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const location = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the drawer on every page change
  useEffect(() => setOpen(false), [location.pathname, location.search])

  if (!hydrated) {
    return (
      // `data-side-menu`: ShellFrame's aside shows itself as the drawer while this is open.
      <details className={disclosure} data-side-menu="">
        <summary className={trigger} aria-label={t('shell.openMenu')}>
          <MenuIcon />
        </summary>
        <div className={detailsBackdrop} />
      </details>
    )
  }

  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <ArkDialog.Trigger className={trigger} aria-label={t('shell.openMenu')}>
        <MenuIcon />
      </ArkDialog.Trigger>
      <Portal>
        <ArkDialog.Backdrop className={backdrop} />
        <ArkDialog.Positioner>
          <ArkDialog.Content className={drawer}>
            <div className={drawerHeader}>
              <ArkDialog.Title className={title}>
                <Logo />
                <span className={srOnly}>{t('shell.menu')}</span>
              </ArkDialog.Title>
              <ArkDialog.CloseTrigger aria-label={t('shell.closeMenu')} className={closeTrigger}>
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            </div>
            <div className={drawerBody}>
              <SideNav role={role} idPrefix="drawer-nav" />
            </div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
