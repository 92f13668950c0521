import { describe, expect, it } from 'vitest'
import {
  intervalFromForm,
  intervalSchema,
  milestoneFromForm,
  milestoneSchema,
  projectFromForm,
  projectSchema,
} from './projects.ts'
import { timeEntryFromForm, timeEntrySchema } from './timesheets.ts'

/** The API speaks ISO; dd/mm/yyyy is the form's, read once in the web (docs/decisions). */
describe('dates between web and API', () => {
  const milestone = { title: 'Rejsegilde', project_id: 1 }

  it('the API schemas take ISO dates only', () => {
    expect(milestoneSchema.parse({ ...milestone, date: '2027-01-15' }).date).toBe('2027-01-15')
    for (const date of ['15/01/2027', '15.01.2027', '2027-1-15', '2027-02-30']) {
      const result = milestoneSchema.safeParse({ ...milestone, date })
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['invalid_date'])
    }
    const entry = timeEntrySchema.safeParse({ work_date: '24/11/2026', hours_worked: 7.5, project_id: 1 })
    expect(entry.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['work_date'], 'invalid_date'],
    ])
    const project = projectSchema.safeParse({
      name: 'Tag',
      status: 'bidding',
      manager_id: 1,
      category_id: 1,
      start_date: '01/12/2026',
    })
    expect(project.error?.issues.map((issue) => issue.message)).toEqual(['invalid_date'])
  })

  it('the form schemas read dd/mm/yyyy (and ISO) into ISO, as the API takes it', () => {
    expect(milestoneFromForm.parse({ ...milestone, date: '15/01/2027' }).date).toBe('2027-01-15')
    expect(milestoneFromForm.parse({ ...milestone, date: '2027-01-15' }).date).toBe('2027-01-15')
    const form = {
      intervalable_type: 'Account',
      intervalable_id: '3',
      project_id: '7',
      start_date: '23/11/2026',
      end_date: '27/11/2026',
      hours_each_day: '7,5',
    }
    const parsed = intervalFromForm.parse(form)
    expect(parsed).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-27' })
    // What the web passes on, the API reads as it is.
    expect(intervalSchema.parse(parsed)).toEqual(parsed)
    const entry = timeEntryFromForm.parse({ work_date: '24/11/2026', hours_worked: '7,5', project_id: '1' })
    expect(timeEntrySchema.parse(entry)).toEqual(entry)
  })
})

function messages(input: Record<string, unknown>) {
  const result = projectFromForm.safeParse(input)
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('the project form (projectFromForm)', () => {
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
    const parsed = projectFromForm.parse({ ...valid, start_date: '24/11/2026', end_date: '18/12/2026' })
    expect(parsed).toMatchObject({
      manager_id: 2,
      category_id: 1,
      start_date: '2026-11-24',
      end_date: '2026-12-18',
    })
  })
})

describe('the project rules on a body that is no object', () => {
  it('refuse it without running', () => {
    for (const input of [null, 'x', 5, []]) expect(projectSchema.safeParse(input).success).toBe(false)
  })
})
