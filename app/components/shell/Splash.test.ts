import { describe, expect, it } from 'vitest'
import { isListNavigation, type PageNavigation } from '../layout/ListPage.tsx'
import { splashWaits } from './Splash.tsx'

const idle: PageNavigation = { state: 'idle', location: undefined, formMethod: undefined }

function loading(to: string, formMethod?: 'GET' | 'POST'): PageNavigation {
  const url = new URL(to, 'http://localhost')
  return {
    state: 'loading',
    location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'next' },
    formMethod,
  } as PageNavigation
}

describe('the splash (SPEC.md §2: the app waiting on data) and the list skeleton', () => {
  it('waits on a GET navigation to another page', () => {
    expect(splashWaits(loading('/app/resources'), '/app/dashboard')).toBe(true)
    expect(splashWaits(loading('/app/projects/7?tab=assignments'), '/app/projects')).toBe(true)
    expect(splashWaits(loading('/app/timesheets', 'GET'), '/app/dashboard')).toBe(true)
  })

  it("leaves a navigation that stays on the page to the page: a list's filter shows the skeleton", () => {
    const filter = loading('/app/resources?rolle=planner', 'GET')
    expect(splashWaits(filter, '/app/resources')).toBe(false)
    expect(isListNavigation(filter, '/app/resources')).toBe(true)
    // A sort link, a dialog opened by a URL parameter.
    expect(splashWaits(loading('/app/tasks?q%5Bs%5D=name+desc'), '/app/tasks')).toBe(false)
    expect(splashWaits(loading('/app/projects?ny=projekt'), '/app/projects')).toBe(false)
  })

  it('shows neither while idle, nor after a form was posted', () => {
    expect(splashWaits(idle, '/app/resources')).toBe(false)
    expect(isListNavigation(idle, '/app/resources')).toBe(false)
    expect(splashWaits(loading('/app/resources', 'POST'), '/app/resources/3')).toBe(false)
    expect(isListNavigation(loading('/app/resources', 'POST'), '/app/resources')).toBe(false)
  })
})
