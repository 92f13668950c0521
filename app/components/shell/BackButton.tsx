import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import shell from '#app/locales/da/public/shell.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { css } from '#styled-system/css'
import { ArrowLeftIcon } from '../basic-icons.tsx'
import { Button } from '../ui/Button.tsx'

/**
 * The path of each history entry of this visit, by React Router's index (`history.state.idx`).
 * Only the browser knows the entries, and it does not say what lies behind 'back'; this records
 * them as they are visited, so 'Tilbage' knows whether back leads into the app or out of it (to
 * the login page, which only bounces to the dashboard).
 */
const trail: string[] = []

function historyIndex(): number | undefined {
  const index = (window.history.state as { idx?: number } | null)?.idx
  return typeof index === 'number' ? index : undefined
}

/** The root records every page of the visit, inside the app or not (root.tsx). */
export function useHistoryTrail() {
  const location = useLocation()
  const type = useNavigationType()
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per history entry
  useEffect(() => {
    const index = historyIndex()
    if (index === undefined) return
    // A new entry drops the ones it replaces in the browser's history (forward is gone).
    if (type === 'PUSH') trail.length = index
    trail[index] = location.pathname
  }, [location.key])
}

/**
 * 'Tilbage' on wide screens: back to the previous page of the app. Shown only with JavaScript
 * and only when the entry before this one is a page of the app seen in this visit.
 */
export function BackButton() {
  const navigate = useNavigate()
  const location = useLocation()
  const [canGoBack, setCanGoBack] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read on every page change
  useEffect(() => {
    const index = historyIndex()
    setCanGoBack(index !== undefined && index > 0 && Boolean(trail[index - 1]?.startsWith('/app/')))
  }, [location.key])
  if (!canGoBack) return null
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => navigate(-1)}
      className={css({
        display: { base: 'none', md: 'inline-flex' },
        alignSelf: 'flex-start',
        ml: '-3',
        mb: '3',
        color: 'fg.muted',
      })}
    >
      <ArrowLeftIcon width="16" height="16" />
      {textsOf({ shell })('shell.back')}
    </Button>
  )
}
