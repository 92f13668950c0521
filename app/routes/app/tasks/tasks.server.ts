import { DIALOG_PARAMS } from '#app/components/forms/modal-params.ts'
import { TASK_FORM } from '#app/components/projects/task-form.ts'
import { api } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import { submitForm } from '#app/server/forms.server.ts'
import type { TaskJson } from '#domain/projects.ts'
import { idFrom } from '../projects/shared.server.ts'

/**
 * The task form's actions, on the task list and on a project's tasks action route alike. `path`
 * is the page to go back to when it is not the one posted to.
 */

const drop = DIALOG_PARAMS

function submitTask(request: Request, formData: FormData, id: number | undefined, path?: string) {
  return submitForm(
    formData,
    TASK_FORM,
    (value) =>
      api<TaskJson>(request, id ? `/api/v1/tasks/${id}` : '/api/v1/tasks', {
        method: id ? 'PUT' : 'POST',
        json: value,
      }),
    () =>
      redirectBack(request, {
        flash: { type: 'success', message: id ? 'tasks.notices.updated' : 'tasks.notices.created' },
        drop,
        path,
      }),
  )
}

export function createTask(request: Request, formData: FormData, path?: string) {
  return submitTask(request, formData, undefined, path)
}

export function updateTask(request: Request, formData: FormData, path?: string) {
  return submitTask(request, formData, idFrom(formData.get('taskId')), path)
}

export async function deleteTask(request: Request, formData: FormData, path?: string) {
  const id = idFrom(formData.get('taskId'))
  const result = await api(request, `/api/v1/tasks/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, { flash: { type: 'success', message: 'tasks.notices.deleted' }, drop, path })
}
