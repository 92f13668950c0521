/** Where the time entry form posts, as a page of its own or from the dialog. */
export const ENTRY_ACTION = '/app/timesheet/entry'

export interface TimeEntryValues {
  id?: number | null
  /** ISO date or dd/mm/yyyy. */
  work_date?: string | null
  hours_worked?: number | string | null
  project_id?: number | string | null
  task_id?: number | string | null
  description?: string | null
  billable?: boolean
  status?: 'draft' | 'submitted'
}

/** The address of the same form as a page (without JavaScript, and for 'Registrer tid' links). */
export function entryHref(values: TimeEntryValues, returnTo: string): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue
    if (key === 'id' || key === 'work_date' || key === 'project_id' || key === 'task_id')
      query.set(key, String(value))
    else if (!values.id && key === 'hours_worked') query.set(key, String(value).replace('.', ','))
    else if (!values.id && key === 'billable' && value === false) query.set(key, 'false')
  }
  query.set('returnTo', returnTo)
  return `${ENTRY_ACTION}?${query}`
}
