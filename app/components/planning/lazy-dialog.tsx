import { Suspense } from 'react'
import { lazyDialog } from '../lazy-dialog.tsx'
import type { AssignmentDialogProps } from './AssignmentDialog.tsx'

/**
 * The assignment form, loaded when it opens. In the browser it is a lazy chunk; a page that comes
 * with the form open (a link without JavaScript) keeps the server's form while the chunk loads, as
 * hydration waits at the Suspense boundary. On the server the loader loads the module first
 * (`preloadAssignmentDialog`), so the form is in the HTML itself, not streamed after it, which a
 * browser without JavaScript could not show.
 */

let preloaded: typeof import('./AssignmentDialog.tsx') | undefined

export async function preloadAssignmentDialog(): Promise<void> {
  preloaded ??= await import('./AssignmentDialog.tsx')
}

// The form's address is the page's own (the board opens it by link): loaded again as a document, the
// server renders the form.
const Lazy = lazyDialog(
  () => import('./AssignmentDialog.tsx').then((module) => module.AssignmentDialog),
  () => window.location.href,
)

export function LazyAssignmentDialog(props: AssignmentDialogProps) {
  const Loaded = preloaded?.AssignmentDialog
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
}
