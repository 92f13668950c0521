import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { Role } from '#domain/enums.ts'
import { css } from '#styled-system/css'
import { canTakeFocus, focusAfterDialog } from '../dialog-focus.ts'
import { SearchIcon } from '../icons.tsx'
import { headerIconButton } from '../shell/ShellFrame.tsx'
import { isMac, keyLabel, matches, shortcutsFor, typingIn } from '../shell/shortcuts.ts'
import { useHydrated } from '../use-hydrated.ts'

/**
 * The header's way into the Finder and the global keyboard shortcuts. Without JavaScript a plain
 * GET form to the results page /app/search; with it a button (and mod+K anywhere) opening the
 * Finder, whose code, like the '?' dialog's, is fetched on first use so no page pays for it before.
 */
const loadFinder = () => import('./FinderDialog.tsx')
const FinderDialog = lazy(loadFinder)
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog.tsx'))

export function Finder({ role, userId }: { role: Role; userId: number }) {
  const t = useT()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const [finder, setFinder] = useState<boolean | undefined>(undefined)
  const [help, setHelp] = useState<boolean | undefined>(undefined)
  const state = useRef({ finder, role })
  state.current = { finder, role }
  const openFinderRef = useRef((open: boolean) => setFinder(open))
  // Where focus was before the Finder opened, to return it there (the dialog opens without a trigger).
  const opener = useRef<HTMLElement | null>(null)
  // The header's button: the focus's place after closing when what had it is gone (dialog-focus.ts).
  const button = useRef<HTMLButtonElement>(null)
  const openFinder = (open: boolean) => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
    setFinder(open)
  }
  openFinderRef.current = openFinder

  useEffect(() => {
    const mac = isMac()
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return
      const typing = typingIn(event.target)
      for (const shortcut of shortcutsFor(state.current.role)) {
        const hit =
          matches(event, shortcut.keys, mac) ||
          (shortcut.alternative && matches(event, shortcut.alternative, mac))
        if (!hit) continue
        if (typing && !shortcut.whileTyping) return
        if (shortcut.id === 'finder') {
          event.preventDefault()
          openFinderRef.current(!state.current.finder)
        } else if (shortcut.id === 'help') {
          event.preventDefault()
          setHelp(true)
        } else if (shortcut.id === 'search') {
          const field = document.querySelector<HTMLInputElement>(
            'main input[type="search"], main input[name="q"]',
          )
          if (!field) return
          event.preventDefault()
          // A narrow screen folds the planning board's filters away: unfold them first.
          const folded = field.closest('details')
          if (folded) folded.open = true
          field.focus()
          field.select()
        } else if (shortcut.href) {
          event.preventDefault()
          navigate(shortcut.href)
        }
        return
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [navigate])

  const label = t('finder.open')
  return (
    <>
      {hydrated ? (
        <button
          ref={button}
          type="button"
          className={styles.button}
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          onClick={() => openFinder(true)}
          onPointerEnter={() => void loadFinder()}
          onFocus={() => void loadFinder()}
        >
          <SearchIcon />
          <span className={styles.wide}>{t('finder.inputLabel')}</span>
          <kbd className={styles.kbd}>{keyLabel('mod+k', isMac())}</kbd>
        </button>
      ) : (
        <search>
          <form method="get" action="/app/search" className={styles.form}>
            <input
              type="search"
              name="q"
              aria-label={t('finder.inputLabel')}
              placeholder={t('finder.inputLabel')}
              className={styles.input}
            />
            <button
              type="submit"
              className={styles.submit}
              aria-label={t('finder.page.submit')}
              title={label}
            >
              <SearchIcon />
            </button>
          </form>
        </search>
      )}
      {finder !== undefined && (
        <Suspense fallback={null}>
          <FinderDialog
            open={finder}
            onOpenChange={openFinder}
            // Only the user opens the Finder: what had the focus then, the page's heading too, gets it back.
            returnFocus={() =>
              canTakeFocus(opener.current) ? opener.current : focusAfterDialog(null, () => button.current)
            }
            role={role}
            userId={userId}
            onShowShortcuts={() => setHelp(true)}
          />
        </Suspense>
      )}
      {help !== undefined && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={help} onOpenChange={setHelp} role={role} />
        </Suspense>
      )}
    </>
  )
}

const styles = {
  button: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    h: '10',
    minW: '10',
    px: { base: '2.5', md: '3' },
    justifyContent: 'center',
    borderRadius: { base: 'full', md: 'md' },
    borderWidth: { base: '0', md: '1px' },
    borderColor: 'border.subtle',
    bg: { base: 'transparent', md: 'canvas' },
    color: 'fg.muted',
    fontSize: 'sm',
    cursor: 'pointer',
    _hover: { bg: 'gray.100', color: 'fg' },
    w: { md: '56' },
  }),
  wide: css({ display: { base: 'none', md: 'inline' }, flex: '1', textAlign: 'left' }),
  kbd: css({
    display: { base: 'none', md: 'inline' },
    fontFamily: 'inherit',
    fontSize: 'xs',
    px: '1.5',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'sm',
    bg: 'surface',
  }),
  form: css({ display: 'flex', alignItems: 'center', gap: '1' }),
  input: css({
    display: { base: 'none', md: 'block' },
    w: '48',
    h: '10',
    px: '3',
    fontSize: 'sm',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'md',
    bg: 'canvas',
  }),
  submit: headerIconButton,
}
