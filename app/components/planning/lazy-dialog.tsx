import { preloadableDialog } from '../lazy-dialog.tsx'

/**
 * The assignment form, loaded when it opens; the board's loader preloads it on the server when the
 * URL opens it. Its address is the page's own (the board opens it by link): loaded again as a
 * document, the server renders the form.
 */
export const { preload: preloadAssignmentDialog, component: LazyAssignmentDialog } = preloadableDialog(
  'planning-assignment',
  () => import('./AssignmentDialog.tsx').then((module) => module.AssignmentDialog),
  () => window.location.href,
)

/** 'Vælg projekt' before a new assignment from a row of 'Ressourcer', loaded as the assignment form is. */
export const { preload: preloadChooseProjectDialog, component: LazyChooseProjectDialog } = preloadableDialog(
  'planning-choose-project',
  () => import('./ChooseProjectDialog.tsx').then((module) => module.ChooseProjectDialog),
  () => window.location.href,
)
