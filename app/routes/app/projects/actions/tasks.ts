import { data } from 'react-router'
import { createTask, deleteTask, updateTask } from '../../tasks/tasks.server.ts'
import { idFrom } from '../shared.server.ts'
import type { Route } from './+types/tasks'

/** POST /app/projects/:projectId/tasks: create, update or delete one of the project's tasks. */
export async function action({ request, params }: Route.ActionArgs) {
  const back = `/app/projects/${idFrom(params.projectId, 404)}`
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'create-task':
      return createTask(request, formData, back)
    case 'update-task':
      return updateTask(request, formData, back)
    case 'delete-task':
      return deleteTask(request, formData, back)
    default:
      throw data(null, { status: 400 })
  }
}
