import type { RouteConfigEntry } from '@react-router/dev/routes'
import { createStaticHandler, type MiddlewareFunction, RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NAVIGATION } from '#app/components/shell/navigation.ts'
import routes from '#app/routes.ts'
import { userContext } from '#app/server/auth.server.ts'
import { PAGE_PERMISSIONS, pagePermission } from '#app/server/permissions.server.ts'
import { ROLES, type Role } from '#domain/enums.ts'
import { can } from '#domain/permissions.ts'
import { mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { signedInAs, userWith } from '#tests/web/colleagues.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }

interface Page {
  pattern: string
  /** The pathless layouts around the page, by module file. */
  layouts: string[]
}

/** Every /app page of routes.ts with its URL pattern, as React Router gives it to middleware. */
function appPages(entries: RouteConfigEntry[], parent = '', layouts: string[] = []): Page[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}` : parent
    const around = entry.path || entry.index ? layouts : [...layouts, entry.file]
    const own = entry.path !== undefined || entry.index ? [{ pattern, layouts: around }] : []
    return [...own, ...appPages(entry.children ?? [], pattern, around)]
  })
}

const app = routes.find((entry) => entry.path === 'app')!
const PAGES = [{ pattern: '/app', layouts: [] }, ...appPages(app.children ?? [], '/app')]

async function guards(layout: string): Promise<boolean> {
  const module = (await import(`../../${layout}`)) as { middleware?: unknown[] }
  return module.middleware?.includes(pagePermission) ?? false
}

describe('the permission of every /app page', () => {
  afterEach(() => api.events.removeAllListeners())

  it.each(PAGES.map((page) => [page.pattern, page] as const))(
    '%s has a row in PAGE_PERMISSIONS',
    (_, page) => {
      expect(PAGE_PERMISSIONS, `add ${page.pattern} to PAGE_PERMISSIONS`).toHaveProperty([page.pattern])
    },
  )

  it('guards every page that needs a permission with the layout middleware', async () => {
    for (const page of PAGES) {
      if (!PAGE_PERMISSIONS[page.pattern]) continue
      const guarded = await Promise.all(page.layouts.map(guards))
      expect(guarded.some(Boolean), `${page.pattern} sits below no guarded layout`).toBe(true)
    }
  })

  it('has no row for a page that is gone', () => {
    const patterns = new Set(PAGES.map((page) => page.pattern))
    for (const pattern of Object.keys(PAGE_PERMISSIONS)) expect(patterns).toContain(pattern)
  })

  it('shows a menu entry to the roles that may open its page', () => {
    for (const entry of NAVIGATION.flatMap((section) => section.entries)) {
      const page = PAGE_PERMISSIONS[entry.to] ?? PAGE_PERMISSIONS[`${entry.to}/*`] ?? null
      expect(entry.permission ?? null, entry.to).toBe(page)
    }
  })

  /** The refused roles of every guarded page, each with the page's address filled in. */
  const REFUSED = PAGES.flatMap(({ pattern }) => {
    const action = PAGE_PERMISSIONS[pattern]
    if (!action) return []
    const path = pattern.replace(/:\w+/g, '7').replace('*', 'x')
    return ROLES.filter((role) => !can(role, action)).map((role) => [path, role] as const)
  })

  it.each(REFUSED)('refuses %s to %s before any loader or action calls the API', async (path, role) => {
    const calls: string[] = []
    api.use(...signedInAs(userWith(role)))
    api.events.on('request:start', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`)
    })
    // A download (eksport.csv) has no page of its own: the browser goes to its page, which refuses.
    const download = /\.\w+$/.test(path)
    let page = await get(`${path}?periode=uge`, COOKIE)
    if (download) {
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toBe(`${path.replace(/\/[^/]+$/, '')}?periode=uge`)
      page = await get(page.headers.get('Location')!, COOKIE)
    }
    expect(page.status).toBe(403)
    expect(page.headers.get('Content-Type')).toContain('text/html')
    expect(textOf(await page.text())).toContain('Du har ikke adgang til denne side')
    expect((await post(path, { intent: 'x' }, COOKIE)).status).toBe(download ? 302 : 403)
    // A page load asks for the user with the bell's list (GET /api/v1/shell), an action for the user.
    expect(calls).toEqual([
      'GET /api/v1/shell',
      ...(download ? ['GET /api/v1/shell'] : []),
      'GET /api/v1/user',
    ])
  })
})

describe('pagePermission', () => {
  /** A router whose /app/projects sits below the guard, for a signed-in `role`. */
  function guardedProjects(role: Role) {
    const loader = vi.fn(() => null)
    const action = vi.fn(() => null)
    const signIn: MiddlewareFunction = ({ context }, next) => {
      context.set(userContext, userWith(role))
      return next()
    }
    const handler = createStaticHandler([
      {
        path: 'app',
        middleware: [signIn],
        children: [
          {
            id: 'guard',
            middleware: [pagePermission as MiddlewareFunction],
            children: [{ path: 'projects', loader, action }],
          },
        ],
      },
    ])
    async function status(method: 'GET' | 'POST') {
      const request = new Request('http://localhost/app/projects', { method })
      const response = await handler.query(request, {
        requestContext: new RouterContextProvider(),
        generateMiddlewareResponse: async (query) => {
          const context = await query(request)
          return context instanceof Response ? context : new Response(null, { status: context.statusCode })
        },
      })
      return (response as Response).status
    }
    return { loader, action, status }
  }

  it('runs no loader or action of a page below it for a refused role', async () => {
    const page = guardedProjects('employee')
    expect(await page.status('GET')).toBe(403)
    expect(await page.status('POST')).toBe(403)
    expect(page.loader).not.toHaveBeenCalled()
    expect(page.action).not.toHaveBeenCalled()
  })

  it('runs them for a role with the permission', async () => {
    const page = guardedProjects('planner')
    expect(await page.status('GET')).toBe(200)
    expect(await page.status('POST')).toBe(200)
    expect(page.loader).toHaveBeenCalled()
    expect(page.action).toHaveBeenCalledOnce()
  })
})
