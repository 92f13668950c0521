/** What scripts/e2e.ts tells the specs about the running product. */
import { DEMO_LOGINS } from '../../../scripts/seed/demo-logins.ts'

export { DEMO_LOGINS, DEMO_PASSWORD } from '../../../scripts/seed/demo-logins.ts'

/** The demo company's accounts by role (scripts/seed/demo-logins.ts). */
export const demo = {
  admin: DEMO_LOGINS[0]!.email,
  planner: DEMO_LOGINS[1]!.email,
  employee1: DEMO_LOGINS[2]!.email,
  employee2: DEMO_LOGINS[3]!.email,
}

/** The API host, for specs that set up data directly (never for what a user would click). */
export function apiUrl(): string {
  return process.env.E2E_API_URL ?? 'http://127.0.0.1:3001'
}

/**
 * The web's origin (the product's APP_URL). Direct API calls that carry a session cookie send it as
 * `Origin`, as the web does: the API refuses a cookie with no Origin, Sec-Fetch-Site or Referer.
 */
export function appOrigin(): string {
  return process.env.E2E_BASE_URL ?? 'http://localhost:3000'
}
