/** What ConfirmDialog and the actions behind it agree on (plain .ts: server code imports it). */

/** The URL parameter naming the open dialog, and the posted field naming the confirmed one. */
export const CONFIRM_PARAM = 'bekraeft'

export interface ConfirmFailureData {
  confirm: { id: string; error: string }
}

export function isConfirmFailure(value: unknown): value is ConfirmFailureData {
  if (!value || typeof value !== 'object' || !('confirm' in value)) return false
  const confirm = (value as { confirm: unknown }).confirm
  return Boolean(confirm && typeof confirm === 'object' && 'id' in confirm && 'error' in confirm)
}
