import type { ComponentType } from 'react'
import { DIALOG_PARAMS } from '../forms/modal-params.ts'
import { preloadableDialog } from '../lazy-dialog.tsx'

/**
 * The project page's URL-driven form dialogs (project, task, assignment, milestone), each loaded
 * when it opens: their date pickers, selects and comboboxes are not part of the page. Their address
 * is the page's own, so when a chunk cannot be fetched the page is loaded again as a document (once)
 * and the server renders the form.
 */
function urlDialog<P extends { open: boolean }>(name: string, load: () => Promise<ComponentType<P>>) {
  const { preload, component: Dialog } = preloadableDialog(name, load, () => window.location.href)
  return {
    preload,
    component: function UrlDialog(props: P) {
      return props.open ? <Dialog {...props} /> : null
    },
  }
}

const project = urlDialog('project', () =>
  import('./ProjectForm.tsx').then((module) => module.ProjectFormDialog),
)
const task = urlDialog('task', () => import('./TaskForm.tsx').then((module) => module.TaskFormDialog))
const interval = urlDialog('interval', () =>
  import('./IntervalForm.tsx').then((module) => module.IntervalFormDialog),
)
const milestone = urlDialog('milestone', () =>
  import('./MilestoneForm.tsx').then((module) => module.MilestoneFormDialog),
)

export const LazyProjectFormDialog = project.component
export const LazyTaskFormDialog = task.component
export const LazyIntervalFormDialog = interval.component
export const LazyMilestoneFormDialog = milestone.component

/**
 * The loader's part (server): when the URL opens a dialog (or a refused form renders the page with
 * one open), the forms' code is loaded before rendering, so the form is in the HTML without
 * JavaScript. On the server the modules are local files, loaded once.
 */
export async function preloadProjectDialogs(search: URLSearchParams): Promise<void> {
  if (!DIALOG_PARAMS.some((name) => search.has(name))) return
  await Promise.all([project.preload(), task.preload(), interval.preload(), milestone.preload()])
}
