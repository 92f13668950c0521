/**
 * `npm start`: the whole product on a fresh clone. Builds the web app when build/ is missing or stale,
 * applies migrations, seeds the demo company once, then runs the API (api/server.ts) and the web
 * server (app/server/http.server.ts) as child processes until SIGTERM/SIGINT; a crashed child is
 * restarted with backoff, a crash loop stops everything (scripts/lib/children.ts).
 * `npm run dev` (--dev): the API under `node --watch` and `react-router dev` for the web.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '#api/config.ts'
import { jsonLogger } from '#lib/log.ts'
import { type Service, supervise } from '#lib/supervise.ts'
import { ensureBuild, packageBin } from './lib/build.ts'
import { spawnNode, waitForHealthy } from './lib/children.ts'
import { parseFlag, prepareDatabase } from './lib/database.ts'
import { DEMO_PASSWORD, type DemoLogin } from './seed/demo.ts'

const log = jsonLogger('start')

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { dev: { type: 'boolean', default: false } } })
  const dev = values.dev
  const config = loadConfig()
  const port = Number(process.env.PORT ?? 3000)
  const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${config.apiPort}`

  if (!dev) await ensureBuild((message) => log.info(message))

  // PGlite is one process at a time: migrate and seed here, close, and only then start the API.
  const prepared = await prepareDatabase(
    { url: config.databaseUrl, dataDir: config.dataDir },
    {
      seedDemo: parseFlag('SEED_DEMO', process.env.SEED_DEMO),
      argon2MemoryKib: config.security.argon2MemoryKib,
      log,
    },
  )

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(config.apiPort),
    API_ORIGIN: apiOrigin,
    APP_URL: config.appUrl,
    DATA_DIR: config.dataDir,
  }
  // On loopback the API's only caller is the web beside it, which sets X-Forwarded-For to the
  // browser's address: the API trusts it for its sign-in limit (docs/decisions/012-origin-fallback-and-forwarded-address).
  const apiEnv = isLoopback(config.apiHost) ? { ...env, TRUST_PROXY: 'true' } : env
  const api = spawnNode('api', [...(dev ? ['--watch'] : []), 'api/server.ts'], apiEnv)
  const web = dev
    ? spawnNode('web', [packageBin('@react-router/dev', 'react-router'), 'dev', '--port', String(port)], env)
    : // React renders in production mode only with NODE_ENV=production; the API keeps the caller's NODE_ENV.
      spawnNode('web', ['app/server/http.server.ts'], { ...env, NODE_ENV: 'production' })
  const services: Service[] = [api, web]
  let finished = false
  const stopped = supervise(services, log).finally(() => {
    finished = true
  })

  const alive = () => !finished
  const webUrl = `http://localhost:${port}`
  Promise.all([
    waitForHealthy(`${apiOrigin}/healthz`, 60_000, alive),
    waitForHealthy(dev ? webUrl : `${webUrl}/healthz`, dev ? 120_000 : 60_000, alive),
  ])
    .then(() => printReady(config.appUrl, apiOrigin, prepared.demoLogins))
    .catch((error: unknown) => log.warn('not healthy yet', { error: String(error) }))

  return stopped
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.')
}

function printReady(appUrl: string, apiOrigin: string, logins: DemoLogin[] | undefined): void {
  log.info('ready', { app_url: appUrl, api_origin: apiOrigin })
  const lines = [``, `  Sjak is running at ${appUrl}  (API ${apiOrigin})`]
  if (logins) {
    lines.push(``, `  Demo logins, password ${DEMO_PASSWORD}:`)
    for (const login of logins)
      lines.push(`    ${login.role.padEnd(14)} ${login.email.padEnd(28)} ${login.name}`)
  }
  lines.push(``, `  Stop with Ctrl-C.`, ``)
  process.stdout.write(`${lines.join('\n')}\n`)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log.error('start failed', { error: String((error as Error)?.stack ?? error) })
    process.exit(1)
  },
)
