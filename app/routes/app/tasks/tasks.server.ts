import { parseWithZod } from '@conform-to/zod/v4'
import { DIALOG_PARAMS } from '#app/components/projects/modal-params.ts'
import { TASK_FIELDS, TASK_FORM_ID } from '#app/components/projects/TaskForm.tsx'
import { api } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import { type TaskJson, taskFromForm } from '#domain/projects.ts'
import { apiFormFailure, formFailure, idFrom } from '../projects/shared.server.ts'

/** The task form's actions, on the task list and on a project's tasks tab alike. */

const drop = [...DIALOG_PARAMS]

async function submitTask(request: Request, formData: FormData, id?: number) {
  const submission = parseWithZod(formData, { schema: taskFromForm })
  if (submission.status !== 'success') return formFailure(TASK_FORM_ID, submission.reply(), 400)
  const result = await api<TaskJson>(request, id ? `/api/v1/tasks/${id}` : '/api/v1/tasks', {
    method: id ? 'PUT' : 'POST',
    json: submission.value,
  })
  if (!result.ok) return apiFormFailure(TASK_FORM_ID, submission, result, TASK_FIELDS)
  return redirectBack(request, {
    flash: { type: 'success', message: id ? 'tasks.notices.updated' : 'tasks.notices.created' },
    headers: result.headers,
    drop,
  })
}

export function createTask(request: Request, formData: FormData) {
  return submitTask(request, formData)
}

export function updateTask(request: Request, formData: FormData) {
  return submitTask(request, formData, idFrom(formData.get('taskId')))
}

export async function deleteTask(request: Request, formData: FormData) {
  const id = idFrom(formData.get('taskId'))
  const result = await api(request, `/api/v1/tasks/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, {
    flash: { type: 'success', message: 'tasks.notices.deleted' },
    headers: result.headers,
    drop,
  })
}
