import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Db } from '#api/db/client.ts'
import { listProjects } from '#api/db/projects.ts'
import { asCompanyId } from '#api/db/tenancy.ts'

/**
 * SQL stays out of the routers: they parse, call a query module of api/db (whose functions take
 * the company first) and serialize (docs/decisions). A router that reaches the tables itself
 * could forget the company. The sign-in queries (api/db/sign-in.ts) run before there is a session
 * and find an account by e-mail, key or token instead; sessions have no company_id (an account
 * signs in before it has a company), so they have no same-company key either.
 */

const routesDir = import.meta.dirname
const routers = readdirSync(routesDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
const reachesTables = /from ['"](drizzle-orm[^'"]*|[^'"]*db\/schema[^'"]*)['"]/

describe('routers', () => {
  it.each(routers)('%s imports neither the schema nor drizzle', (file) => {
    const source = readFileSync(path.join(routesDir, file), 'utf8')
    expect(source).not.toMatch(reachesTables)
  })
})

describe('query functions', () => {
  // `npm run typecheck` fails here if a query function accepts a bare number again.
  it('take a CompanyId, which a plain number is not', () => {
    const db = {} as Db
    // @ts-expect-error a company id must come from the session (or asCompanyId), not a bare number
    const forgotten = () => listProjects(db, 1, {})
    const scoped = () => listProjects(db, asCompanyId(1), {})
    expect([forgotten, scoped]).toHaveLength(2)
  })
})
