import cluster from 'node:cluster'
import { serve } from '@hono/node-server'
import { captureProcessOutput, jsonLogger } from '#lib/log.ts'
import { type Service, supervise } from '#lib/supervise.ts'
import { createApp } from './app.ts'
import { argon2Hasher } from './auth/passwords.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { startScheduler } from './jobs/scheduler.ts'
import { createMailer } from './mail/mailer.ts'

const config = loadConfig()
const databaseOptions = { url: config.databaseUrl, poolSize: config.dbPoolSize, dataDir: config.dataDir }

if (cluster.isPrimary && config.apiWorkers > 1) await primary(config.apiWorkers)
else await worker(cluster.isWorker ? Number(process.env.API_WORKER) : undefined)

/**
 * On PostgreSQL with more than one worker (docs/decisions/047-api-workers): migrate once, then fork
 * the workers, which share API_PORT (node:cluster hands them the connections in turn). A crashed
 * worker is restarted with backoff, a crash loop ends the primary for its own supervisor;
 * SIGTERM/SIGINT stop the workers gracefully (lib/supervise.ts).
 */
async function primary(count: number) {
  const log = jsonLogger('api', false, { worker: 'primary' })
  captureProcessOutput(log)
  const database = await openDatabase(databaseOptions)
  await migrate(database)
  await database.close()
  log.info('api forking workers', { workers: count })
  const services = Array.from({ length: count }, (_, index): Service => {
    const fork = () => cluster.fork({ API_WORKER: String(index + 1) }).process
    const service: Service = {
      name: `api-worker-${index + 1}`,
      child: fork(),
      respawn() {
        service.child = fork()
        return service.child
      },
    }
    return service
  })
  process.exit(await supervise(services, log))
}

/** The API itself: the one process (PGlite, API_WORKERS=1) or worker `slot` of the primary. */
async function worker(slot: number | undefined) {
  const log = jsonLogger('api', false, slot === undefined ? undefined : { worker: slot })
  captureProcessOutput(log)
  const database = await openDatabase(databaseOptions)
  if (slot === undefined) await migrate(database)
  const deps = {
    db: database.db,
    config,
    log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    hasher: argon2Hasher(config.security.argon2MemoryKib),
    now: () => new Date(),
  }
  const app = createApp(deps)

  // The jobs are safe side by side (each mail is claimed by a notification's unique dedupe key), but
  // once per primary is enough: worker 1, restarted as worker 1 after a crash.
  const stopScheduler = slot === undefined || slot === 1 ? startScheduler(deps) : () => {}

  const server = serve({ fetch: app.fetch, port: config.apiPort, hostname: config.apiHost }, (info) =>
    log.info('api listening', { port: info.port, database: database.kind }),
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
}
