import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** What the plain part held when the enhanced part took its place: its named fields' values. */
export type Carried = Record<string, string>

/**
 * What JavaScript adds to a part that works without it (a calendar over a week field, a searching
 * combobox over a select): the page's first script does not carry it. The plain part the server
 * drew stays mounted while the code loads after hydration, and for good if it cannot be fetched.
 * At the swap the enhanced part gets the values of the plain part's fields (`carried`, so a choice
 * made meanwhile is kept) and the focus, if the plain part had it. `onEnhanced` tells the caller
 * the swap happened (to drop other plain-only parts).
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

    useEffect(() => {
      let live = true
      loading ??= load()
      loading.then(
        (Enhanced) => {
          const plain = box.current
          if (!live || !plain) return
          const carried: Carried = {}
          for (const field of plain.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
            'input[name], select[name]',
          )) {
            carried[field.name] = field.value
          }
          setSwap({ Enhanced, carried, focused: plain.contains(document.activeElement) })
          notify.current?.()
        },
        () => {
          // The code could not be fetched: the plain part stays, and a later mount tries again.
          loading = undefined
        },
      )
      return () => {
        live = false
      }
    }, [])

    useLayoutEffect(() => {
      if (!swap?.focused) return
      box.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, button, a[href]')?.focus()
    }, [swap])

    return (
      <div ref={box} style={{ display: 'contents' }}>
        {swap ? <swap.Enhanced {...props} carried={swap.carried} /> : <Plain {...props} />}
      </div>
    )
  }
}
