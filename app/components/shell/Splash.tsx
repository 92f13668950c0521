import { useEffect, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { LoadingOverlay } from '../feedback/LoadingOverlay.tsx'
import { isListNavigation, type PageNavigation } from '../layout/ListPage.tsx'

/** How long a page change may take before the splash shows. */
export const SPLASH_DELAY_MS = 300

/**
 * Whether the app waits on another page's data: a GET navigation to a different path. One that
 * stays on the page shown (a list's filter, sort or page, a dialog opened by a URL parameter) is
 * left to the page: lists show their skeleton rows (ListPage). After a POST the page stays too.
 */
export function splashWaits(navigation: PageNavigation, pathname: string): boolean {
  return (
    navigation.state === 'loading' &&
    (!navigation.formMethod || navigation.formMethod.toUpperCase() === 'GET') &&
    !isListNavigation(navigation, pathname)
  )
}

/**
 * 'Forbereder din arbejdsplads' with its rotating messages, only while the running app waits on
 * another page's data for more than 300 ms. Server-rendered pages never show it: the server
 * answers with the finished page.
 */
export function Splash() {
  const t = useT()
  const navigation = useNavigation()
  const location = useLocation()
  const waiting = splashWaits(navigation, location.pathname)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!waiting) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SPLASH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [waiting])
  if (!visible) return null
  return (
    <LoadingOverlay
      heading={t('shell.splash.title')}
      messages={[
        t('shell.splash.message1'),
        t('shell.splash.message2'),
        t('shell.splash.message3'),
        t('shell.splash.message4'),
      ]}
    />
  )
}
