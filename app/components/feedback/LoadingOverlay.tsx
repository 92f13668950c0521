import { useEffect, useState } from 'react'
import { useT } from '#app/components/use-t.ts'
import { loadingOverlay } from '#styled-system/recipes'

/** SPEC.md §9: the messages change every 2000 ms. */
export const OVERLAY_INTERVAL_MS = 2000

export interface LoadingOverlayProps {
  /** 'Indlæser' by default. */
  heading?: string
  /** 'Indlæser...', 'Et øjeblik...', 'Næsten der...', 'Behandler din anmodning...' by default. */
  messages?: readonly string[]
  intervalMs?: number
}

/**
 * A full-screen overlay with a spinner, a heading and rotating messages, for work that takes a
 * moment. It is a polite live region: screen readers hear the heading and each new message.
 */
export function LoadingOverlay({ heading, messages, intervalMs = OVERLAY_INTERVAL_MS }: LoadingOverlayProps) {
  const t = useT()
  const classes = loadingOverlay()
  const texts = messages ?? [
    t('overlay.message1'),
    t('overlay.message2'),
    t('overlay.message3'),
    t('overlay.message4'),
  ]
  const [index, setIndex] = useState(0)
  const count = texts.length

  useEffect(() => {
    if (count < 2) return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [count, intervalMs])

  return (
    <div className={classes.root} role="status" aria-live="polite" aria-busy="true">
      <div className={classes.panel}>
        <span className={classes.spinner} aria-hidden="true" />
        <p className={classes.heading}>{heading ?? t('overlay.heading')}</p>
        <p className={classes.message}>{texts[index % count]}</p>
      </div>
    </div>
  )
}
