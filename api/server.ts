import { serve } from '@hono/node-server'
import { captureProcessOutput, jsonLogger } from '#lib/log.ts'
import { createApp } from './app.ts'
import { argon2Hasher } from './auth/passwords.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { startScheduler } from './jobs/scheduler.ts'
import { createMailer } from './mail/mailer.ts'

const config = loadConfig()
const log = jsonLogger('api')
captureProcessOutput(log)
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
await migrate(database)
const deps = {
  db: database.db,
  config,
  log,
  mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log }),
  hasher: argon2Hasher(config.security.argon2MemoryKib),
  now: () => new Date(),
}
const app = createApp(deps)

const stopScheduler = startScheduler(deps)

const server = serve(
  { fetch: app.fetch, port: config.apiPort, hostname: process.env.API_HOST ?? '127.0.0.1' },
  (info) => log.info('api listening', { port: info.port, database: database.kind }),
)

let stopping = false
function stop(signal: string) {
  if (stopping) return
  stopping = true
  log.info('api stopping', { signal })
  stopScheduler()
  server.close(async () => {
    await database.close()
    log.info('api stopped')
    process.exit(0)
  })
  // Keep-alive connections would hold close() open; end them after a grace period.
  setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections()
  }, 5000).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
