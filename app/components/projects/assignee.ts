/**
 * The assignment form's one 'Hvem' field, `assignee` = `Account-3` or `Partner-5` (a select with
 * both kinds, which also works without JavaScript). Without zod: the board reads it too.
 */
export const ASSIGNEE_FIELD = 'assignee'
const ASSIGNEE = /^(Account|Partner)-(\d+)$/

export function assigneeValue(type: string, id: number): string {
  return `${type}-${id}`
}

export function splitAssignee(value: unknown): { type: 'Account' | 'Partner'; id: number } | undefined {
  const match = typeof value === 'string' ? ASSIGNEE.exec(value) : null
  return match ? { type: match[1] as 'Account' | 'Partner', id: Number(match[2]) } : undefined
}
