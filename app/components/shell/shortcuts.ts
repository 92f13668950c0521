import type translation from '#app/locales/da/translation.ts'
import type { Role } from '#domain/enums.ts'
import { type Action, can } from '#domain/permissions.ts'

/**
 * The keyboard shortcuts of SPEC.md §2. `keys` is written as `mod+k`, `mod+alt+n`, `mod+Left`,
 * `mod+plus`, `escape` or `?`: mod is ⌘ on macOS and Ctrl elsewhere. A route adds the shortcuts
 * only it handles (the planning board's mod+1/2, mod+Left/Right, mod+plus/minus) with
 * `export const handle = { shortcuts: [{ keys, label }] }`; the '?' dialog lists them beside these.
 */
export interface ShortcutInfo {
  keys: string
  label: string
}

export type GlobalShortcutId =
  | 'finder'
  | 'projects'
  | 'planning'
  | 'newProject'
  | 'search'
  | 'escape'
  | 'help'

export interface GlobalShortcut {
  id: GlobalShortcutId
  keys: string
  /** Another key for the same thing, where the browser keeps `keys` to itself. */
  alternative?: string
  /** The browser never hands `keys` to the page (Chromium's Ctrl+N opens a window). */
  browserKeeps?: boolean
  label: keyof (typeof translation)['shortcuts']
  /** Who may open the target (domain/permissions.ts); none: everyone. */
  permission?: Action
  /** A page the shortcut goes to. */
  href?: string
  /** Works while typing in a field too. */
  whileTyping?: boolean
}

export const GLOBAL_SHORTCUTS: GlobalShortcut[] = [
  { id: 'finder', keys: 'mod+k', label: 'finder', whileTyping: true },
  { id: 'projects', keys: 'mod+p', label: 'projects', permission: 'projects.manage', href: '/app/projects' },
  { id: 'planning', keys: 'mod+l', label: 'planning', permission: 'planning.view', href: '/app/planning' },
  {
    id: 'newProject',
    keys: 'mod+n',
    alternative: 'mod+alt+n',
    browserKeeps: true,
    label: 'newProject',
    permission: 'projects.manage',
    href: '/app/projects?ny=projekt',
  },
  { id: 'search', keys: 'mod+f', label: 'search' },
  { id: 'escape', keys: 'escape', label: 'escape' },
  { id: 'help', keys: '?', label: 'help' },
]

/** The global shortcuts a role may use. */
export function shortcutsFor(role: Role): GlobalShortcut[] {
  return GLOBAL_SHORTCUTS.filter((shortcut) => !shortcut.permission || can(role, shortcut.permission))
}

const NAMED: Record<string, string> = { plus: '+', minus: '-', left: 'arrowleft', right: 'arrowright' }

/** Whether a key event is `keys` (`mod` as ⌘ on macOS, Ctrl elsewhere). */
export function matches(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  keys: string,
  mac: boolean,
): boolean {
  const parts = keys.toLowerCase().split('+')
  // `mod+plus` is written without its own `+`: the last part is the key.
  const key = parts.at(-1) ?? ''
  const modifiers = new Set(parts.slice(0, -1))
  const mod = mac ? event.metaKey : event.ctrlKey
  const other = mac ? event.ctrlKey : event.metaKey
  if (modifiers.has('mod') !== mod || other || modifiers.has('alt') !== event.altKey) return false
  const wanted = NAMED[key] ?? key
  if (wanted === '?') return event.key === '?'
  if (modifiers.has('shift') !== event.shiftKey && wanted.length === 1 && /[a-z0-9]/.test(wanted))
    return false
  const pressed = event.key.toLowerCase()
  // With Alt (⌥ on a Mac) the key is another character; the physical key still says which.
  if (/^[a-z]$/.test(wanted)) return pressed === wanted || event.code === `Key${wanted.toUpperCase()}`
  if (/^[0-9]$/.test(wanted)) return pressed === wanted || event.code === `Digit${wanted}`
  if (wanted === '+') return pressed === '+' || pressed === '=' || event.code === 'NumpadAdd'
  return pressed === wanted
}

const SHOWN: Record<string, string> = {
  left: '←',
  right: '→',
  up: '↑',
  down: '↓',
  plus: '+',
  minus: '−',
  escape: 'Esc',
  enter: 'Enter',
}

/** `mod+alt+n` as a person reads it: 'Ctrl+Alt+N', or '⌘⌥N' on a Mac. */
export function keyLabel(keys: string, mac: boolean): string {
  const parts = keys.split('+').map((part) => {
    const lower = part.toLowerCase()
    if (lower === 'mod') return mac ? '⌘' : 'Ctrl'
    if (lower === 'alt') return mac ? '⌥' : 'Alt'
    if (lower === 'shift') return mac ? '⇧' : 'Shift'
    return SHOWN[lower] ?? part.toUpperCase()
  })
  return parts.join(mac ? '' : '+')
}

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
}

/** Whether the event comes from a place where keys are text (a field, a select, an editor). */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type)
  return false
}

/** The shortcuts the matched routes declare (`export const handle = { shortcuts: [...] }`). */
export function routeShortcuts(matches: readonly { handle?: unknown }[]): ShortcutInfo[] {
  return matches.flatMap((match) => {
    const shortcuts = (match.handle as { shortcuts?: unknown } | undefined)?.shortcuts
    return Array.isArray(shortcuts)
      ? shortcuts.filter(
          (s): s is ShortcutInfo => typeof s?.keys === 'string' && typeof s?.label === 'string',
        )
      : []
  })
}
