/**
 * `npm run bench [-- --duration 10 --concurrency 8 --max-requests 20000 --update-baseline]`
 *
 * Starts the built product on loopback (embedded database in a temporary DATA_DIR, demo company),
 * signs in as the demo administrator, and measures a few scenarios for a bounded time each with a
 * small fixed concurrency. Prints requests/s and latency percentiles, and the change against
 * scripts/bench-baseline.json. It only reports; it never fails on a slower figure.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ensureBuild, root } from './lib/build.ts'
import { type RunningProduct, startProduct } from './lib/product.ts'
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-logins.ts'

interface Scenario {
  name: string
  request: () => Promise<Response>
  expectStatus: number
}

interface Result {
  requests: number
  errors: number
  rps: number
  p50: number
  p95: number
  p99: number
}

interface Baseline {
  recorded_at: string
  machine: { cpus: number; cpu: string; node: string }
  settings: { duration_s: number; concurrency: number }
  scenarios: Record<string, Omit<Result, 'requests' | 'errors'>>
}

const baselineFile = path.join(root, 'scripts/bench-baseline.json')
const say = (message: string) => process.stdout.write(`[bench] ${message}\n`)

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    'max-requests': { type: 'string', default: '20000' },
    warmup: { type: 'string', default: '50' },
    'update-baseline': { type: 'boolean', default: false },
  },
})
const durationMs = Number(values.duration) * 1000
const concurrency = Number(values.concurrency)
const maxRequests = Number(values['max-requests'])
const warmup = Number(values.warmup)

async function signIn(product: RunningProduct): Promise<string> {
  const response = await fetch(`${product.apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS[0]!.email, password: DEMO_PASSWORD }),
  })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sjak_session='))
  if (response.status !== 200 || !cookie)
    throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`)
  return cookie.split(';')[0]!
}

function scenarios(product: RunningProduct, cookie: string): Scenario[] {
  const loginBody = JSON.stringify({ email: DEMO_LOGINS[0]!.email, password: DEMO_PASSWORD })
  return [
    {
      name: 'web GET /experiences/login',
      expectStatus: 200,
      request: () =>
        fetch(`${product.webUrl}/experiences/login`, { headers: { 'Accept-Encoding': 'br, gzip' } }),
    },
    {
      name: 'api GET /api/v1/user',
      expectStatus: 200,
      request: () => fetch(`${product.apiUrl}/api/v1/user`, { headers: { Cookie: cookie } }),
    },
    {
      name: 'api POST /login',
      expectStatus: 200,
      request: () =>
        fetch(`${product.apiUrl}/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: loginBody,
        }),
    },
  ]
}

async function measure(scenario: Scenario): Promise<Result> {
  const once = async (): Promise<boolean> => {
    try {
      const response = await scenario.request()
      await response.arrayBuffer()
      return response.status === scenario.expectStatus
    } catch {
      return false
    }
  }
  for (let i = 0; i < warmup; i += concurrency) await Promise.all(Array.from({ length: concurrency }, once))

  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const started = performance.now()
  const worker = async () => {
    while (performance.now() - started < durationMs && issued < maxRequests) {
      issued++
      const t0 = performance.now()
      const ok = await once()
      latencies.push(performance.now() - t0)
      if (!ok) errors++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const percentile = (q: number) => round(latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? 0)
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / elapsed),
    p50: percentile(0.5),
    p95: percentile(0.95),
    p99: percentile(0.99),
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}

function delta(now: number, before: number | undefined): string {
  if (!before) return ''
  const change = ((now - before) / before) * 100
  return `${change >= 0 ? '+' : ''}${change.toFixed(0)}%`
}

function printTable(results: Map<string, Result>, baseline: Baseline | undefined): void {
  const header = [
    'scenario',
    'requests',
    'errors',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'Δ req/s',
    'Δ p50',
    'Δ p95',
    'Δ p99',
  ]
  const rows = [...results].map(([name, r]) => {
    const b = baseline?.scenarios[name]
    return [
      name,
      String(r.requests),
      String(r.errors),
      r.rps.toFixed(1),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      delta(r.rps, b?.rps),
      delta(r.p50, b?.p50),
      delta(r.p95, b?.p95),
      delta(r.p99, b?.p99),
    ]
  })
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`)
  for (const row of rows) process.stdout.write(`${line(row)}\n`)
  process.stdout.write('\n')
}

async function main(): Promise<void> {
  await ensureBuild(say)
  const product = await startProduct({
    name: 'bench',
    env: { SIGN_IN_POSTS_PER_MINUTE: '1000000', LOCKOUT_ATTEMPTS: '1000000' },
  })
  say(`product at ${product.webUrl}, api ${product.apiUrl}; log ${product.logFile}`)
  say(
    `${values.duration} s or ${maxRequests} requests per scenario, concurrency ${concurrency}, ${warmup} warm-up requests`,
  )
  const results = new Map<string, Result>()
  try {
    const cookie = await signIn(product)
    for (const scenario of scenarios(product, cookie)) {
      say(`measuring ${scenario.name}`)
      results.set(scenario.name, await measure(scenario))
    }
  } finally {
    await product.stop()
    rmSync(path.dirname(product.dataDir), { recursive: true, force: true })
  }

  const baseline = existsSync(baselineFile)
    ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline)
    : undefined
  printTable(results, baseline)
  if (baseline) {
    say(
      `Δ against the baseline of ${baseline.recorded_at} (${baseline.machine.cpus} × ${baseline.machine.cpu}); ` +
        'a different machine or load makes these differ.',
    )
  } else if (!values['update-baseline']) {
    say('no baseline yet: npm run bench -- --update-baseline')
  }
  if ([...results.values()].some((result) => result.errors > 0))
    say('some requests failed: see the errors column')

  if (values['update-baseline']) {
    const cpus = os.cpus()
    const next: Baseline = {
      recorded_at: new Date().toISOString(),
      machine: { cpus: cpus.length, cpu: cpus[0]?.model.trim() ?? 'unknown', node: process.version },
      settings: { duration_s: durationMs / 1000, concurrency },
      scenarios: Object.fromEntries(
        [...results].map(([name, { rps, p50, p95, p99 }]) => [name, { rps, p50, p95, p99 }]),
      ),
    }
    writeFileSync(baselineFile, `${JSON.stringify(next, null, 2)}\n`)
    say(`baseline written to ${path.relative(root, baselineFile)}`)
  }
}

main().catch((error: unknown) => {
  say(String((error as Error)?.stack ?? error))
  process.exit(1)
})
