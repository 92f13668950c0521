import { describe, expect, it } from 'vitest'
import { can, canInvite } from './permissions.ts'

describe('can', () => {
  it('lets planners and administrators manage projects, not employees', () => {
    expect(can('employee', 'projects.manage')).toBe(false)
    expect(can('planner', 'projects.manage')).toBe(true)
    expect(can('administrator', 'projects.manage')).toBe(true)
  })

  it('keeps report value and company settings for administrators', () => {
    for (const action of ['reports.value', 'settings.manage'] as const) {
      expect(can('planner', action)).toBe(false)
      expect(can('administrator', action)).toBe(true)
    }
  })

  it('separates own from all: anyone edits their own profile, only administrators anyone’s', () => {
    expect(can('employee', 'colleagues.manage', 'own')).toBe(true)
    expect(can('employee', 'colleagues.manage')).toBe(false)
    expect(can('planner', 'colleagues.manage')).toBe(false)
    expect(can('administrator', 'colleagues.manage')).toBe(true)
    expect(can('employee', 'time.register', 'own')).toBe(true)
    expect(can('employee', 'time.register', 'all')).toBe(false)
    expect(can('planner', 'time.register', 'all')).toBe(true)
  })
})

describe('canInvite', () => {
  it('lets an administrator invite anyone, a planner only employees, an employee no one', () => {
    expect(canInvite('administrator', 'administrator')).toBe(true)
    expect(canInvite('planner', 'employee')).toBe(true)
    expect(canInvite('planner', 'planner')).toBe(false)
    expect(canInvite('employee', 'employee')).toBe(false)
  })
})
