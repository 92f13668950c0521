import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ensureBuild } from './lib/build.ts'
import { waitForHealthy } from './lib/children.ts'
import { type RunningProduct, startProduct } from './lib/product.ts'

/** `npm start` (scripts/start.ts) on free ports with an empty DATA_DIR, built first when needed. */
let product: RunningProduct
beforeAll(async () => {
  // Built here, so the product's log holds only what the running services write.
  await ensureBuild(() => {})
  product = await startProduct({ name: 'restart', env: { SEED_DEMO: 'false' } })
})
afterAll(async () => {
  if (!product) return
  await product.stop()
  rmSync(path.dirname(product.dataDir), { recursive: true, force: true })
})

/** The product's log: JSON lines, and the plain-text banner of the start script (indented or blank). */
function logEntries(): Record<string, unknown>[] {
  const lines = readFileSync(product.logFile, 'utf8').trimEnd().split('\n')
  for (const line of lines) expect(line, product.tail()).toMatch(/^\{.*\}$|^( {2}.*)?$/)
  return lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line))
}

const apiPids = () =>
  logEntries()
    .filter((entry) => entry.message === 'service started' && entry.child === 'api')
    .map((entry) => entry.pid as number)

it('restarts a killed API while the web answers with its 503 page, and stops cleanly', async () => {
  const [pid] = apiPids()
  expect(pid).toBeGreaterThan(0)
  process.kill(pid!, 'SIGKILL')

  // Signed in or not, an /app page asks the API who is signed in; it is gone until the restart.
  const page = await fetch(`${product.webUrl}/app/dashboard`, { headers: { Cookie: 'sjak_session=x' } })
  expect(page.status).toBe(503)
  expect(await page.text()).toContain('lang="da"')

  await waitForHealthy(`${product.apiUrl}/healthz`, 60_000)
  expect(apiPids()).toHaveLength(2)
  expect(apiPids()[1]).not.toBe(pid)
  expect(logEntries()).toContainEqual(
    expect.objectContaining({
      service: 'start',
      level: 'error',
      message: 'service exited unexpectedly, restarting it',
      child: 'api',
      signal: 'SIGKILL',
      restart_in_ms: 500,
    }),
  )
  expect((await fetch(`${product.webUrl}/healthz`)).status).toBe(200)

  expect(await product.stop()).toBe(0)
})
