import { expect } from '@playwright/test'
import { apiUrl, appOrigin, DEMO_PASSWORD } from './env.ts'

/** A signed-in session on the API for setting up data (never for what a user would click). */
export async function apiAs(email: string) {
  const login = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.61' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  expect(login.status).toBe(200)
  const me = (await login.json()) as { id: number }
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
  const call = async <T>(path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await fetch(`${apiUrl()}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', cookie, origin: appOrigin() },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    })
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
  }
  return { id: me.id, call }
}
