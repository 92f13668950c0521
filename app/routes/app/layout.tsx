import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react'
import {
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import { Finder } from '#app/components/finder/Finder.tsx'
import { Logo } from '#app/components/layout/Logo.tsx'
import { lazyDialog, preloadableDialog } from '#app/components/lazy-dialog.tsx'
import { BackButton } from '#app/components/shell/BackButton.tsx'
import { FlashToast, type ToastMessage } from '#app/components/shell/FlashToast.tsx'
import { ImpersonationBanner } from '#app/components/shell/ImpersonationBanner.tsx'
import { MobileNav } from '#app/components/shell/MobileNav.tsx'
import { NotificationBell } from '#app/components/shell/NotificationBell.tsx'
import type { NotificationsData } from '#app/components/shell/notifications.ts'
import { ShellFrame } from '#app/components/shell/ShellFrame.tsx'
import { SideNav } from '#app/components/shell/SideNav.tsx'
import { Splash } from '#app/components/shell/Splash.tsx'
import { type ShellDialogs, ShellDialogsContext } from '#app/components/shell/shell-context.ts'
import { UserButton } from '#app/components/shell/UserButton.tsx'
import { Toaster } from '#app/components/ui/Toast.tsx'
import { useOpenedOnce } from '#app/components/use-opened-once.ts'
import translation from '#app/locales/da/translation.ts'
import { addTexts } from '#app/locales/texts.ts'
import { requireUser, shellNotificationsContext, userContext } from '#app/server/auth.server.ts'
import { flashText, readFlash } from '#app/server/flash.server.ts'
import { loadNotifications } from '#app/server/notifications.server.ts'
import type { CurrentUser } from '#domain/user.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/layout'

// The signed-in area's pages use every text (public.ts alone is the root's).
addTexts(translation)

/*
 * The account and eNPS dialogs open only from a button that needs JavaScript, so their code (forms,
 * rating group) loads when one is first opened, not with every page.
 */
const AccountDialog = lazyDialog(
  () => import('#app/components/shell/AccountDialog.tsx').then((module) => module.AccountDialog),
  () => '/app/account',
)
const EnpsDialog = lazyDialog(
  () => import('#app/components/shell/EnpsDialog.tsx').then((module) => module.EnpsDialog),
  () => '/app/enps',
)

/*
 * The terms dialog (its form, checkbox and schema) only for a user who has not accepted them: the
 * server draws it open, so it loads before rendering for such a user, on this layout's pages and on
 * a guard's 403 page alike.
 */
const { preload: preloadTermsDialog, component: TermsDialog } = preloadableDialog(
  'terms',
  () => import('#app/components/shell/TermsDialog.tsx').then((module) => module.TermsDialog),
  () => '/app/terms',
)

const preloadTerms: Route.MiddlewareFunction = async ({ context }) => {
  if (!context.get(userContext).terms_and_conditions_accepted) await preloadTermsDialog()
}

/** Every /app request, document or data, asks the API who is signed in first (with the bell's list on a page load). */
export const middleware: Route.MiddlewareFunction[] = [requireUser, preloadTerms]

/** The signed-in user, the bell's first list and a flash message left by the last action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext)
  const { flash, headers } = await readFlash(request)
  // Read with the user by requireUser on a page load; after an action, read now.
  const notifications = context.get(shellNotificationsContext) ?? (await loadNotifications(request, user.id))
  const description = flash ? flashText(flash) : undefined
  const toast: ToastMessage | undefined =
    flash && description
      ? { id: flash.id, type: flash.type, title: translation.shell.toast[flash.type], description }
      : undefined
  return data({ user, notifications, toast }, { headers })
}

/** The signed-in user for any component under /app. */
export function useCurrentUser(): CurrentUser {
  const data = useRouteLoaderData<typeof loader>('app')
  if (!data) throw new Error('useCurrentUser is only available under /app')
  return data.user
}

interface ShellProps {
  children: ReactNode
  user?: CurrentUser
  notifications?: NotificationsData
}

const headerStart = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  pl: { base: '3', md: '6' },
  w: { md: 'sidebar' },
  flexShrink: 0,
})

const logoLink = css({ textDecoration: 'none', display: 'inline-flex' })

const headerEnd = css({
  ml: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '1', md: '3' },
  minW: '0',
  // Behind the no-JavaScript phone menu's backdrop in effect: out of the way of Tab (MobileNav).
  _headerBesideSideMenu: { mdDown: { visibility: 'hidden' } },
})

/**
 * The signed-in frame: a 60 px header (menu button on phones, logo, bell, user menu) over a
 * 250 px side menu (a drawer on phones) and the page.
 */
function Shell({ children, user, notifications }: ShellProps) {
  return (
    <ShellFrame
      banner={user && <ImpersonationBanner user={user} />}
      header={
        <>
          <div className={headerStart}>
            {user && <MobileNav role={user.role} />}
            <Link to="/app/dashboard" className={logoLink}>
              <Logo />
            </Link>
          </div>
          {user && (
            <div className={headerEnd}>
              <Finder role={user.role} userId={user.id} />
              {notifications && <NotificationBell initial={notifications} />}
              <UserButton user={user} />
            </div>
          )}
        </>
      }
      aside={user && <SideNav role={user.role} idPrefix="side-nav" />}
    >
      {children}
    </ShellFrame>
  )
}

type LayoutData = Route.ComponentProps['loaderData']

/** What a page's route may tell the shell (`export const handle`). */
export interface PageHandle {
  ownBackLink?: boolean
}

/** The shell with the user's dialogs (account settings, eNPS, terms) and the splash. */
function SignedIn({
  data: { user, notifications, toast },
  children,
}: {
  data: Pick<LayoutData, 'user'> & Partial<LayoutData>
  children: ReactNode
}) {
  const location = useLocation()
  const [accountOpen, setAccountOpen] = useState(false)
  const [enpsOpen, setEnpsOpen] = useState(false)
  const dialogs = useMemo<ShellDialogs>(
    () => ({ openAccount: () => setAccountOpen(true), openEnps: () => setEnpsOpen(true) }),
    [],
  )
  const changeEnps = useCallback((open: boolean) => setEnpsOpen(open), [])
  const accountUsed = useOpenedOnce(accountOpen)
  const enpsUsed = useOpenedOnce(enpsOpen)
  const needsTerms = !user.terms_and_conditions_accepted && location.pathname !== '/app/terms'
  // A page with its own way up ('← Alle projekter', `handle.ownBackLink`) gets no second 'Tilbage'.
  const ownBackLink = useMatches().some((match) => (match.handle as PageHandle | undefined)?.ownBackLink)
  return (
    <ShellDialogsContext.Provider value={dialogs}>
      <Shell user={user} notifications={notifications}>
        {!ownBackLink && <BackButton />}
        <FlashToast toast={toast} />
        {children}
      </Shell>
      <Suspense>
        {accountUsed && <AccountDialog user={user} open={accountOpen} onOpenChange={setAccountOpen} />}
        {enpsUsed && <EnpsDialog open={enpsOpen} onOpenChange={changeEnps} />}
      </Suspense>
      {needsTerms && <TermsDialog returnTo={`${location.pathname}${location.search}`} />}
      <Splash />
      <Toaster />
    </ShellDialogsContext.Provider>
  )
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SignedIn data={loaderData}>
      <Outlet />
    </SignedIn>
  )
}

/** A page's error inside the shell; the bare frame when the user could not be read. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  const layoutData = useRouteLoaderData<typeof loader>('app')
  const screen = <ErrorScreen status={status} homeHref="/app/dashboard" />
  if (layoutData) return <SignedIn data={layoutData}>{screen}</SignedIn>
  // A page's guard (permissions.server.ts) refuses before this loader runs and sends the user along:
  // the shell without the bell's list.
  const refused =
    isRouteErrorResponse(error) && error.status === 403 ? (error.data as { user?: CurrentUser }) : undefined
  if (refused?.user) return <SignedIn data={{ user: refused.user }}>{screen}</SignedIn>
  return <Shell>{screen}</Shell>
}
