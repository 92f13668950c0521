import { describe, expect, it } from 'vitest'
import { projectFormSchema } from './project-form.ts'

function messages(input: Record<string, unknown>) {
  const result = projectFormSchema.safeParse(input)
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('the project form schema', () => {
  it('shows the status date rules even while other fields are missing', () => {
    expect(
      messages({ name: '', status: 'active', manager_id: '', category_id: '', start_date: '', end_date: '' }),
    ).toEqual({
      name: 'name_required',
      manager_id: 'required',
      category_id: 'required',
      start_date: 'start_date_required_for_status',
      end_date: 'end_date_required_for_status',
    })
    expect(
      messages({ name: '', status: 'bidding', start_date: '18/12/2026', end_date: '24/11/2026' }),
    ).toMatchObject({
      end_date: 'end_before_start',
    })
  })

  it('reports each rule once when everything else is right, and passes a valid project', () => {
    const valid = { name: 'Østergade 12', status: 'planning', manager_id: '2', category_id: '1' }
    expect(messages({ ...valid, start_date: '', end_date: '' })).toEqual({
      start_date: 'start_date_required_for_status',
      end_date: 'end_date_required_for_status',
    })
    const parsed = projectFormSchema.parse({ ...valid, start_date: '24/11/2026', end_date: '18/12/2026' })
    expect(parsed).toMatchObject({
      manager_id: 2,
      category_id: 1,
      start_date: '2026-11-24',
      end_date: '2026-12-18',
    })
  })
})
