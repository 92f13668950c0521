import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'
import { LoadingOverlay } from '../LoadingOverlay.tsx'

/** How long a page change may take before the splash shows. */
export const SPLASH_DELAY_MS = 300

/**
 * 'Forbereder din arbejdsplads' with its rotating messages, only while the running app waits on
 * a page's data for more than 300 ms. Server-rendered pages never show it: the server answers
 * with the finished page.
 */
export function Splash() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const waiting =
    navigation.state === 'loading' && (!navigation.formMethod || navigation.formMethod === 'GET')
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
