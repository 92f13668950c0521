import type { SubmissionResult } from '@conform-to/react'

/**
 * On a page with several forms the action answers `{ form, result }` for the form that failed;
 * each form takes its Conform result from there and ignores the others'.
 */
export function formReply(actionData: unknown, form: string): SubmissionResult<string[]> | undefined {
  if (!actionData || typeof actionData !== 'object' || !('form' in actionData) || !('result' in actionData)) {
    return undefined
  }
  const reply = actionData as { form: unknown; result: SubmissionResult<string[]> }
  return reply.form === form ? reply.result : undefined
}
