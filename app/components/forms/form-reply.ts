import type { SubmissionResult } from '@conform-to/react'
import { useContext } from 'react'
import { UNSAFE_DataRouterDataContext, useActionData } from 'react-router'

/**
 * What a form's action answers when it does not redirect (`submitForm` in app/server/forms.server.ts):
 * which form (a page or dialog with several) and its Conform result; `ok` when a dialog's form was
 * saved (`formSaved`).
 */
export interface FormReply<Form extends string = string> {
  form: Form
  result: SubmissionResult<string[]>
  ok?: true
}

/**
 * On a page with several forms the action answers a FormReply for the form that failed;
 * each form takes its Conform result from there and ignores the others'.
 */
export function formReply(actionData: unknown, form: string): SubmissionResult<string[]> | undefined {
  if (!actionData || typeof actionData !== 'object' || !('form' in actionData) || !('result' in actionData)) {
    return undefined
  }
  const reply = actionData as { form: unknown; result: SubmissionResult<string[]> }
  return reply.form === form ? reply.result : undefined
}

/**
 * The answer of the last action on this page, whichever route ran it: the page's own, or an
 * action route nested under the page (a project's tasks, assignments, milestones, suppliers).
 * React Router's `useActionData` only sees the route it is called in.
 */
export function usePageActionData(): unknown {
  const own = useActionData()
  const state = useContext(UNSAFE_DataRouterDataContext)
  if (own !== undefined) return own
  return Object.values(state?.actionData ?? {}).find((value) => value !== undefined)
}
