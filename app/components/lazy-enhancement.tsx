import { type ComponentType, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** What the plain part held when the enhanced part took its place: its named fields' values. */
export type Carried = Record<string, string>

/** Pointer or keyboard coming to the plain part: its enhancement is wanted now. */
const FIRST_TOUCH = ['pointerover', 'pointerdown', 'focusin'] as const
/**
 * While the enhanced part renders as a transition: the user came, swap at once, carrying the focus
 * and what was typed. Not on `pointerdown`: a swap then took the plain field away before the tap's
 * focus came to it, and the focus fell to the page; the tap's `focusin` swaps with the focus. A
 * transition that commits between a tap's `pointerdown` and its `mousedown`: see finishPress.
 */
const URGENT = ['focusin', 'input'] as const
/** What ends a press before its `mousedown`, or shows that no `mousedown` will come. */
const PRESS_END = ['mousedown', 'pointercancel', 'contextmenu'] as const
/** Where the browser has no requestIdleCallback (Safari): a moment after hydration instead. */
const IDLE_FALLBACK_MS = 500

/**
 * What JavaScript adds to a part that works without it (a calendar over a week field, a searching
 * combobox over a select): the page's first script does not carry it. The plain part the server
 * drew stays mounted, and for good if the code cannot be fetched. The code is fetched when the
 * browser is first idle after hydration, or at once when the pointer or the focus comes to the
 * plain part, whichever is first: hydration is not followed by the enhancements' work in the same
 * breath (decision 045). At the swap the enhanced part gets the values of the plain part's fields
 * (`carried`, so a choice made meanwhile is kept) and the focus, if the plain part had it or a
 * tap on it lands beside the enhanced part (finishPress). `onEnhanced` tells the caller the swap happened (to drop other plain-only parts).
 */
export function lazyEnhancement<P extends object>(
  load: () => Promise<ComponentType<P & { carried: Carried }>>,
  Plain: ComponentType<P>,
): ComponentType<P & { onEnhanced?: () => void }> {
  let loading: Promise<ComponentType<P & { carried: Carried }>> | undefined
  return function Enhancement({ onEnhanced, ...rest }: P & { onEnhanced?: () => void }) {
    const props = rest as P
    const box = useRef<HTMLDivElement>(null)
    const [swap, setSwap] = useState<{
      Enhanced: ComponentType<P & { carried: Carried }>
      carried: Carried
      focused: boolean
    }>()
    const notify = useRef(onEnhanced)
    notify.current = onEnhanced
    const stopUrgent = useRef(() => {})
    const press = useRef<ReturnType<typeof watchPress>>(undefined)

    useEffect(() => {
      const plain = box.current
      if (!plain) return
      let live = true
      press.current = watchPress(plain)
      const stopWaiting = whenIdleOrTouched(plain, () => {
        loading ??= load()
        loading.then(
          (Enhanced) => {
            if (!live) return
            const read = () => {
              const carried: Carried = {}
              for (const field of plain.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
                'input[name], select[name]',
              )) {
                carried[field.name] = field.value
              }
              return carried
            }
            const swapNow = () => {
              stopUrgent.current()
              setSwap({ Enhanced, carried: read(), focused: plain.contains(document.activeElement) })
            }
            if (plain.contains(document.activeElement)) swapNow()
            else {
              // Nobody is at the plain part: the enhanced one (a date picker's machine, a combobox)
              // renders as a transition, in slices the browser can interrupt, not as one long task.
              // Should the pointer or the focus come meanwhile, the swap is made at once, with what
              // the plain part holds then, so nothing typed is lost.
              for (const type of URGENT) plain.addEventListener(type, swapNow)
              stopUrgent.current = () => {
                for (const type of URGENT) plain.removeEventListener(type, swapNow)
              }
              startTransition(() => setSwap({ Enhanced, carried: read(), focused: false }))
            }
            notify.current?.()
          },
          () => {
            // The code could not be fetched: the plain part stays, and a later mount tries again.
            loading = undefined
          },
        )
      })
      return () => {
        live = false
        stopWaiting()
        stopUrgent.current()
        press.current?.stop()
      }
    }, [])

    useLayoutEffect(() => {
      if (!swap) return
      stopUrgent.current()
      const first = () =>
        box.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, button, a[href]')?.focus()
      if (swap.focused) first()
      // A press that went down on the plain part before the swap and whose `mousedown` has not come:
      // a tap's mouse events, and with them its focus, come only when the finger lifts.
      const pressed = press.current?.pending() ?? false
      press.current?.stop()
      if (pressed && box.current) return finishPress(box.current, first)
    }, [swap])

    return (
      <div ref={box} style={{ display: 'contents' }}>
        {swap ? <swap.Enhanced {...props} carried={swap.carried} /> : <Plain {...props} />}
      </div>
    )
  }
}

/**
 * Calls `start` once: at the browser's next idle moment, or when `element` is first touched or
 * focused (at once if it has the focus already: typed into before hydration). Returns a cancel.
 */
function whenIdleOrTouched(element: HTMLElement, start: () => void): () => void {
  let waiting = true
  const go = () => {
    if (!waiting) return
    stop()
    start()
  }
  const cancelIdle = onIdle(go)
  function stop() {
    waiting = false
    cancelIdle()
    for (const type of FIRST_TOUCH) element.removeEventListener(type, go)
  }
  for (const type of FIRST_TOUCH) element.addEventListener(type, go)
  if (element.contains(document.activeElement)) go()
  return stop
}

/**
 * Watches for a press (`pointerdown`) on `element` whose `mousedown` has not come yet (`pending`).
 */
function watchPress(element: HTMLElement): { pending: () => boolean; stop: () => void } {
  let pressed = false
  const end = () => {
    pressed = false
    for (const type of PRESS_END) document.removeEventListener(type, end, true)
  }
  const down = () => {
    end()
    pressed = true
    for (const type of PRESS_END) document.addEventListener(type, end, true)
  }
  element.addEventListener('pointerdown', down)
  return {
    pending: () => pressed,
    stop: () => {
      end()
      element.removeEventListener('pointerdown', down)
    },
  }
}

/**
 * The swap took the plain part away under a press before its `mousedown`, which comes when the
 * finger lifts. Landing on the enhanced part (in `box`), the press is its own: it acts as it would
 * have. Landing beside it (the enhanced part is smaller), it would send the focus to whatever is
 * there, often the page: the focus goes to the enhanced part (`focus`) instead, and the press's
 * click is swallowed. A press that turns out not to be a tap (a scroll, a long press) or another
 * press ends it without either. Returns a stop.
 */
function finishPress(box: HTMLElement, focus: () => void): () => void {
  let beside = false
  const down = (event: MouseEvent) => {
    if (box.contains(event.target as Node)) return stop()
    beside = true
    event.preventDefault()
    focus()
  }
  const click = (event: MouseEvent) => {
    // A click from the keyboard is not the press's.
    if (event.detail === 0) return
    if (beside) {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    stop()
  }
  const listeners = [
    ['mousedown', down],
    ['click', click],
    ['pointerdown', stop],
    ['pointercancel', stop],
    ['contextmenu', stop],
  ] as const
  function stop() {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true)
  }
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true)
  return stop
}

/** requestIdleCallback, or a timeout where the browser has none (Safari). Returns a cancel. */
export function onIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback)
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, IDLE_FALLBACK_MS)
  return () => clearTimeout(handle)
}
