/** `npm run migrate`: applies migrations/ to DATABASE_URL, or to the embedded database in DATA_DIR. */
import { loadConfig } from '#api/config.ts'
import { migrate } from '#api/db/migrate.ts'
import { jsonLogger } from '#lib/log.ts'
import { withDatabase } from './lib/database.ts'

const log = jsonLogger('migrate')
const config = loadConfig()

try {
  const started = performance.now()
  const kind = await withDatabase({ url: config.databaseUrl, dataDir: config.dataDir }, async (database) => {
    await migrate(database)
    return database.kind
  })
  log.info('migrations applied', {
    database: kind,
    data_dir: kind === 'pglite' ? config.dataDir : undefined,
    ms: Math.round(performance.now() - started),
  })
} catch (error) {
  log.error('migration failed', { error: String((error as Error)?.stack ?? error) })
  process.exitCode = 1
}
