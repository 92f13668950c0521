import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, spawnNode, waitForHealthy } from './children.ts'

export interface RunningProduct {
  webUrl: string
  apiUrl: string
  dataDir: string
  logFile: string
  /** scripts/start.ts's process: the API and the web server run under it. */
  pid: number
  /** SIGTERM to scripts/start.ts; resolves with its exit code. */
  stop(): Promise<number>
  /** The last lines of the product's log, for a failure report. */
  tail(lines?: number): string
}

/**
 * The real product (scripts/start.ts: migrate, seed, api + web) on free loopback ports with a fresh
 * temporary DATA_DIR, or again on the `dataDir` of an earlier run. Its log goes to a file next to the
 * data, not to the caller's terminal.
 */
export async function startProduct(options: {
  name: string
  env?: NodeJS.ProcessEnv
  dataDir?: string
}): Promise<RunningProduct> {
  const workDir = options.dataDir
    ? path.dirname(options.dataDir)
    : mkdtempSync(path.join(tmpdir(), `sjak-${options.name}-`))
  const dataDir = options.dataDir ?? path.join(workDir, 'data')
  const logFile = path.join(workDir, 'product.log')
  const [port, apiPort] = [await freePort(), await freePort()]
  const webUrl = `http://localhost:${port}`
  const apiUrl = `http://127.0.0.1:${apiPort}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    API_ORIGIN: apiUrl,
    APP_URL: webUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SMTP_URL: '',
    DATABASE_URL: '',
    ...options.env,
  }
  const log = openSync(logFile, 'a')
  const product = spawnNode('product', ['scripts/start.ts'], env, ['ignore', log, log])
  closeSync(log)
  const exited = new Promise<number>((resolve) => product.child.on('exit', (code) => resolve(code ?? 1)))
  const alive = () => product.child.exitCode === null && product.child.signalCode === null
  const tail = (lines = 40) => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')

  try {
    // Generous: on a loaded 2-core machine migrating and seeding a fresh database takes a while.
    await waitForHealthy(`${apiUrl}/healthz`, 180_000, alive)
    await waitForHealthy(`${webUrl}/healthz`, 30_000, alive)
  } catch (error) {
    if (alive()) product.child.kill('SIGTERM')
    throw new Error(`the product did not start: ${String(error)}\n--- ${logFile} ---\n${tail()}`)
  }
  return {
    webUrl,
    apiUrl,
    dataDir,
    logFile,
    pid: product.child.pid!,
    tail,
    async stop() {
      if (alive()) product.child.kill('SIGTERM')
      return exited
    },
  }
}
