import { deepStrictEqual, equal, match, notEqual, ok } from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { waitForHealthy } from './children.ts'
import type { RunningProduct } from './product.ts'

/** The product's log: JSON lines, and the plain-text banner of the start script (indented or blank). */
function logEntries(product: RunningProduct): Record<string, unknown>[] {
  const lines = readFileSync(product.logFile, 'utf8').trimEnd().split('\n')
  for (const line of lines) match(line, /^\{.*\}$|^( {2}.*)?$/, `a log line that is not JSON: ${line}`)
  return lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line))
}

const apiPids = (product: RunningProduct) =>
  logEntries(product)
    .filter((entry) => entry.message === 'service started' && entry.child === 'api')
    .map((entry) => entry.pid as number)

/**
 * `npm start` (scripts/start.ts) keeps the product up: the API is killed, the web answers an /app
 * page with its Danish 503 page meanwhile, and the API is back within a minute, restarted by the
 * supervisor after its first backoff. Run by scripts/e2e.ts on its product after Playwright, since it
 * kills the API the specs use; e2e.ts then requires the product to stop cleanly.
 */
export async function checkRestart(product: RunningProduct): Promise<void> {
  const before = apiPids(product)
  const pid = before.at(-1)
  ok(pid && pid > 0, 'the log names the running API process')
  process.kill(pid, 'SIGKILL')

  // Signed in or not, an /app page asks the API who is signed in; it is gone until the restart.
  const page = await fetch(`${product.webUrl}/app/dashboard`, { headers: { Cookie: 'sjak_session=x' } })
  equal(page.status, 503)
  ok((await page.text()).includes('lang="da"'), 'the 503 page is the Danish page')

  await waitForHealthy(`${product.apiUrl}/healthz`, 60_000)
  const after = apiPids(product)
  equal(after.length, before.length + 1, 'one API process was started again')
  notEqual(after.at(-1), pid)
  const restarts = logEntries(product).filter(
    (entry) => entry.message === 'service exited unexpectedly, restarting it' && entry.child === 'api',
  )
  deepStrictEqual(
    restarts.map(({ service, level, signal, restart_in_ms }) => ({ service, level, signal, restart_in_ms })),
    [{ service: 'start', level: 'error', signal: 'SIGKILL', restart_in_ms: 500 }],
  )
  equal((await fetch(`${product.webUrl}/healthz`)).status, 200)
}
