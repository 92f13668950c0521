import { EDIT_PARAM, NEW_PARAM } from './forms/modal-params.ts'

/**
 * Where the focus goes when a dialog closes (DESIGN.md §5, accessible): back to the element that
 * opened it while that is still on the page; else the page's control that opens the same kind of
 * dialog (its 'Tilføj …' link); else the page's main heading. Never the page's body, where a
 * keyboard or screen-reader user would have to find their way back from the top: a dialog opened by
 * a shortcut, by the Finder or by its address (`?ny=`, `?rediger=`) has no opener on the page, and a
 * save may have removed the one it had.
 */
export function focusAfterDialog(
  opener: Element | null | undefined,
  sameKind?: () => HTMLElement | null | undefined,
): HTMLElement | null {
  const heading = mainHeading()
  // The heading is where the focus waits when nothing opened the dialog (after a Finder's jump).
  if (canTakeFocus(opener) && opener !== heading) return opener
  const control = sameKind?.()
  if (canTakeFocus(control)) return control
  return heading
}

/** An element still on the page and drawn (a phone hides some controls), other than the body. */
export function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element !== element.ownerDocument.body &&
    element.isConnected &&
    element.getClientRects().length > 0
  )
}

/** The page's main heading, focusable by script (the pages render it with tabIndex -1). */
export function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) return null
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  return heading
}

/**
 * The page's link that opens the dialog the address `opened` opens: the same row's `?rediger=`
 * link, else a `?ny=` link of the same kind, the one with most of the address's other parameters
 * (the board's 'Sæt … på' link of the same row), the first on the page of equals.
 */
export function dialogLink(opened: URLSearchParams): HTMLElement | null {
  const edit = opened.get(EDIT_PARAM)
  const kind = opened.get(NEW_PARAM) ?? edit?.replace(/-\d+$/, '')
  if (!kind) return null
  let best: HTMLElement | null = null
  let bestScore = -1
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    `main a[href*="${NEW_PARAM}="], main a[href*="${EDIT_PARAM}="]`,
  )) {
    const params = new URL(link.href, window.location.href).searchParams
    let score: number
    if (edit && params.get(EDIT_PARAM) === edit) score = Number.POSITIVE_INFINITY
    else if (params.get(NEW_PARAM) === kind) {
      score = 0
      for (const [name, value] of params) if (opened.get(name) === value) score++
    } else continue
    if (score > bestScore && canTakeFocus(link)) {
      best = link
      bestScore = score
    }
  }
  return best
}

/**
 * After a dialog's jump to another page (a Finder result), once that page is drawn: its heading
 * takes the focus unless something on it already did (the form dialog its address opens), as the
 * element that had it left with the old page.
 */
export function focusHeadingOnArrival(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement
    if (!active || active === document.body) mainHeading()?.focus()
  })
}
