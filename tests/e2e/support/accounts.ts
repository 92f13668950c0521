/**
 * Signing in, and fresh colleagues for specs that change an account: the demo logins are shared by
 * parallel workers, so a spec that edits a name, a week or a photo makes its own colleague.
 *
 *   const jonas = await newColleague('Jonas Nybegynder')
 *   await login(page, jonas.email, jonas.password)
 */
import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { apiUrl, appOrigin, DEMO_PASSWORD, demo } from './env.ts'
import { mailLink, newestMail } from './mail.ts'

/** A password the product accepts (not a common one). */
export const NEW_PASSWORD = 'Stillads-og-tagsten-2026'

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@e2e.sjak.dk`
}

export function unique(text: string): string {
  return `${text} ${randomBytes(3).toString('hex')}`
}

/** Signs in through the login page and lands on the dashboard. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/experiences/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log ind' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
}

/** The path and query of a mailed link, to open on the product under test. */
export function pathOf(link: string): string {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** A signed-in API client, for setting up what a test is not about (never for what it checks). */
export interface ApiSession {
  request: (path: string, init?: { method?: string; json?: unknown }) => Promise<Response>
}

function sessionWith(cookie: string): ApiSession {
  return {
    request: (path, init = {}) =>
      fetch(`${apiUrl()}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          cookie,
          origin: appOrigin(),
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      }),
  }
}

function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('sjak_session='))
  if (!cookie) throw new Error(`no session cookie (HTTP ${response.status})`)
  return cookie
}

export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `login of ${email}`).toBe(200)
  return sessionWith(sessionCookie(response))
}

export interface Colleague {
  id: number
  name: string
  email: string
  password: string
  api: ApiSession
}

/**
 * A new colleague in the demo company: invited by the demo administrator, the invitation
 * accepted from its mail, the terms accepted, so the first page after login is the dashboard.
 */
export async function newColleague(
  name: string,
  role: 'employee' | 'planner' = 'employee',
): Promise<Colleague> {
  const email = uniqueEmail(role === 'employee' ? 'kollega' : 'planlaegger')
  const admin = await apiLogin(demo.admin)
  const invited = await admin.request('/api/v1/invitations', {
    method: 'POST',
    json: { email, name, role },
  })
  expect(invited.status, 'the invitation').toBe(201)
  const mail = await newestMail(email, { subject: /inviteret dig/ })
  const token = new URL(mailLink(mail, '/experiences/accept-invitation')).searchParams.get('token')
  const accepted = await fetch(`${apiUrl()}/accept-invitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, name, password: NEW_PASSWORD, 'password-confirm': NEW_PASSWORD }),
  })
  expect(accepted.status, 'accepting the invitation').toBe(201)
  const { id } = (await accepted.json()) as { id: number }
  const api = sessionWith(sessionCookie(accepted))
  const terms = await api.request(`/api/v1/accounts/${id}`, {
    method: 'PUT',
    json: { account: { terms_and_conditions_accepted: true } },
  })
  expect(terms.status, 'accepting the terms').toBe(200)
  return { id, name, email, password: NEW_PASSWORD, api }
}
