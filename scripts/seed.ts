/**
 * `npm run seed`: applies migrations, then seeds the demo company (once).
 * `npm run seed -- --large [--projects 2000] [--tasks 20000] [--accounts 50] [--weeks 8] [--entries-per-day 1]
 *   [--name ...]`:
 * a large generated company for benchmarks instead.
 */
import { parseArgs } from 'node:util'
import { argon2Hasher } from '#api/auth/passwords.ts'
import { loadConfig } from '#api/config.ts'
import { migrate } from '#api/db/migrate.ts'
import { jsonLogger } from '#lib/log.ts'
import { withDatabase } from './lib/database.ts'
import { DEMO_PASSWORD, demoExists, seedDemo } from './seed/demo.ts'
import { seedLarge } from './seed/large.ts'

const log = jsonLogger('seed')

const { values } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    projects: { type: 'string', default: '2000' },
    tasks: { type: 'string', default: '20000' },
    accounts: { type: 'string', default: '50' },
    weeks: { type: 'string', default: '8' },
    'entries-per-day': { type: 'string', default: '1' },
    name: { type: 'string', default: 'Storm & Sønner Entreprise A/S' },
    domain: { type: 'string', default: 'stor.sjak.dk' },
  },
})

function count(name: string, raw: string): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got ${raw}`)
  return value
}

const config = loadConfig()
const hasher = argon2Hasher(config.security.argon2MemoryKib)

try {
  await withDatabase({ url: config.databaseUrl, dataDir: config.dataDir }, async (database) => {
    await migrate(database)
    const started = performance.now()
    if (values.large) {
      const result = await seedLarge(database.db, hasher, {
        name: values.name,
        projects: count('projects', values.projects),
        tasks: count('tasks', values.tasks),
        accounts: count('accounts', values.accounts),
        weeks: count('weeks', values.weeks),
        entriesPerDay: count('entries-per-day', values['entries-per-day']),
        domain: values.domain,
        password: DEMO_PASSWORD,
      })
      log.info('large company seeded', {
        company_id: result.companyId,
        admin: result.admin,
        password: DEMO_PASSWORD,
        ...result.counts,
        ms: Math.round(performance.now() - started),
      })
      return
    }
    if (await demoExists(database.db)) {
      log.info('demo company already there, nothing to do')
      return
    }
    const result = await seedDemo(database.db, hasher)
    log.info('demo company seeded', {
      company_id: result.companyId,
      ms: Math.round(performance.now() - started),
    })
    process.stdout.write(`\nDemo logins, password ${result.password}:\n`)
    for (const login of result.logins) process.stdout.write(`  ${login.role.padEnd(14)} ${login.email}\n`)
  })
} catch (error) {
  log.error('seed failed', { error: String((error as Error)?.stack ?? error) })
  process.exitCode = 1
}
