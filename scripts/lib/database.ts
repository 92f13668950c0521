import { argon2Hasher } from '#api/auth/passwords.ts'
import { type Database, openDatabase } from '#api/db/client.ts'
import { migrate } from '#api/db/migrate.ts'
import { accounts, companies } from '#api/db/schema/index.ts'
import type { Logger } from '#lib/log.ts'
import { DEMO_LOGINS, type DemoLogin, demoExists, seedDemo } from '../seed/demo.ts'

export interface DatabaseTarget {
  url: string | undefined
  dataDir: string
}

/** 'true'/'1'/'yes' → true, 'false'/'0'/'no' → false, unset or empty → undefined. */
export function parseFlag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const normalized = value.trim().toLowerCase()
  if (['true', '1', 'yes', 'on'].includes(normalized)) return true
  if (['false', '0', 'no', 'off'].includes(normalized)) return false
  throw new Error(`${name} must be true or false, got ${value}`)
}

/** Opens the database, runs `work`, and always closes it (PGlite allows one process at a time). */
export async function withDatabase<T>(
  target: DatabaseTarget,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir })
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

async function isEmpty(database: Database): Promise<boolean> {
  const company = await database.db.select({ id: companies.id }).from(companies).limit(1)
  const account = await database.db.select({ id: accounts.id }).from(accounts).limit(1)
  return company.length === 0 && account.length === 0
}

export interface PrepareResult {
  seeded: boolean
  /** The demo logins when the demo company exists (seeded now or before). */
  demoLogins: DemoLogin[] | undefined
}

/**
 * Migrations, then the demo company once: SEED_DEMO=true seeds it unless it exists, SEED_DEMO=false
 * never; unset seeds only an empty embedded database (a fresh clone), never a PostgreSQL one.
 */
export async function prepareDatabase(
  target: DatabaseTarget,
  options: { seedDemo: boolean | undefined; argon2MemoryKib: number; log: Logger },
): Promise<PrepareResult> {
  return withDatabase(target, async (database) => {
    const started = performance.now()
    await migrate(database)
    options.log.info('migrations applied', {
      database: database.kind,
      ms: Math.round(performance.now() - started),
    })
    const wanted = options.seedDemo ?? (database.kind === 'pglite' && (await isEmpty(database)))
    let exists = await demoExists(database.db)
    let seeded = false
    if (wanted && !exists) {
      const result = await seedDemo(database.db, argon2Hasher(options.argon2MemoryKib))
      options.log.info('demo company seeded', { company_id: result.companyId })
      seeded = true
      exists = true
    }
    return { seeded, demoLogins: exists ? DEMO_LOGINS : undefined }
  })
}
