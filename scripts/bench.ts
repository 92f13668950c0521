/**
 * `npm run bench [-- --duration 10 --concurrency 8 --max-requests 20000 --update-baseline]
 *   [--skip-large] [--fresh-large] [--only planning]`
 *
 * Starts the built product on loopback (embedded database in a temporary DATA_DIR, demo company),
 * signs in as the demo administrator, and measures a few scenarios for a bounded time each with a
 * small fixed concurrency. Then the same on PostgreSQL (BENCH_DATABASE_URL, default the local
 * server) with a large company: 200 colleagues, 2,000 projects, 20,000 tasks and 1,000,000 time
 * entries, seeded once into the database `sjak_bench_large` and kept for later runs (about a
 * minute; `--fresh-large` seeds it again), and the same company with 12,000 entries (3 weeks) in
 * `sjak_bench_10k`, whose figures are set beside the large one's ('time flat'; BENCH_DATABASE_SUFFIX
 * appends to both names, for a branch whose migrations differ). Prints requests/s
 * and latency percentiles, and the change against scripts/bench-baseline.json. It only reports; it
 * never fails on a slower figure.
 * `--only <text>` measures just the scenarios whose name contains the text (`--only a --only b`:
 * either); a baseline is then not written. Beside the dashboard at 50 connections it measures a bare
 * React Router page of the same stack (scripts/bench-bare, built into a directory of its own and
 * served by app/server/http.server.ts as the product is) and prints the dashboard's share of its
 * req/s (issue 13: goal ≥ 0.5), with the CPU each of them costs a request in the web, the API and
 * the bench's own client (Linux: read from /proc). It also weighs the JavaScript a first visit
 * of /, login and the main app pages loads (`--only javascript --skip-large`: only that).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { constants, gzipSync } from 'node:zlib'
import { count, sql } from 'drizzle-orm'
import pg from 'pg'
import { Temporal } from 'temporal-polyfill'
import { argon2Hasher } from '#api/auth/passwords.ts'
import { loadConfig } from '#api/config.ts'
import { openDatabase } from '#api/db/client.ts'
import { migrate } from '#api/db/migrate.ts'
import { timesheetEntries } from '#api/db/schema/index.ts'
import { LAST_DAY, MAX_INTERVAL_YEARS, MAX_QUERY_YEARS, today, weekOf } from '#domain/calendar.ts'
import { ensureBuild, packageBin, root } from './lib/build.ts'
import { freePort, spawnNode, waitForHealthy } from './lib/children.ts'
import { cpuByPart } from './lib/cpu.ts'
import { type RunningProduct, startProduct } from './lib/product.ts'
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-logins.ts'
import { seedLarge } from './seed/large.ts'

interface Scenario {
  name: string
  request: () => Promise<Response>
  expectStatus: number
  /** Callers at once, when not the run's --concurrency (the planning board's goals are at 1). */
  concurrency?: number
  /**
   * Its answer holds more of the past than the 10 k company has (a year, a month of hours): left
   * out of the 'time flat' comparison, which sets like answers beside each other.
   */
  longerThanSmallHistory?: boolean
  /** CPU ms used so far by the processes that answer, per part (cpuByPart). */
  serverCpu?: () => Record<string, number> | undefined
}

interface Result {
  requests: number
  errors: number
  rps: number
  p50: number
  p95: number
  p99: number
  /** CPU ms per request of each part (web, api, bench client), where the scenario names its processes. */
  cpu?: Record<string, number>
}

interface Baseline {
  recorded_at: string
  machine: { cpus: number; cpu: string; node: string }
  settings: { duration_s: number; concurrency: number }
  scenarios: Record<string, Omit<Result, 'requests' | 'errors'>>
  /** KB gzip of the JavaScript a first visit of each page loads. */
  javascript_kb_gzip?: Record<string, number>
  /** The dashboard's req/s at 50 connections over the bare page's (issue 13: goal ≥ 0.5). */
  dashboard_over_bare?: number
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
    'skip-large': { type: 'boolean', default: false },
    'fresh-large': { type: 'boolean', default: false },
    /** Measures only the scenarios whose name holds this text (or one of these, given again). */
    only: { type: 'string', multiple: true },
  },
})
const durationMs = Number(values.duration) * 1000
const concurrency = Number(values.concurrency)
const maxRequests = Number(values['max-requests'])
const warmup = Number(values.warmup)

async function signIn(product: RunningProduct, email = DEMO_LOGINS[0]!.email): Promise<string> {
  const response = await fetch(`${product.apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sjak_session='))
  if (response.status !== 200 || !cookie)
    throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`)
  return cookie.split(';')[0]!
}

/**
 * The widest requests the API accepts (issue 8): an interval over MAX_INTERVAL_YEARS and the
 * reports over MAX_QUERY_YEARS, up to the calendar's last day. Each interval create adds a row,
 * so only the throw-away demo company measures it, not the large company kept between runs.
 */
async function widestScenarios(
  { apiUrl, webUrl }: Pick<RunningProduct, 'apiUrl' | 'webUrl'>,
  cookie: string,
  { prefix, create }: { prefix: string; create: boolean },
): Promise<Scenario[]> {
  const get = async (path: string) =>
    (await fetch(`${apiUrl}${path}`, { headers: { Cookie: cookie } })).json() as Promise<unknown>
  const me = (await get('/api/v1/user')) as { id: number }
  const [project] = (await get('/api/v1/projects')) as { id: number }[]
  const end = Temporal.PlainDate.from(LAST_DAY)
  const intervalStart = end.subtract({ years: MAX_INTERVAL_YEARS }).add({ days: 1 }).toString()
  const queryStart = end.subtract({ years: MAX_QUERY_YEARS }).add({ days: 1 }).toString()
  // The reports' widest range ends today, where the hours are.
  const day = today()
  const reportStart = day.subtract({ years: MAX_QUERY_YEARS }).add({ days: 1 })
  const interval = JSON.stringify({
    intervalable_type: 'Account',
    intervalable_id: me.id,
    project_id: project?.id,
    start_date: intervalStart,
    end_date: LAST_DAY,
    hours_each_day: 7.5,
  })
  const api = (path: string) => () => fetch(`${apiUrl}${path}`, { headers: { Cookie: cookie } })
  const creates: Scenario[] = [
    {
      name: `${prefix}api POST /api/v1/intervals, widest (${MAX_INTERVAL_YEARS} years)`,
      expectStatus: 201,
      request: () =>
        fetch(`${apiUrl}/api/v1/intervals`, {
          method: 'POST',
          // A write with the session's cookie must say where it comes from, as a browser does.
          headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: webUrl },
          body: interval,
        }),
    },
  ]
  return [
    ...(create ? creates : []),
    {
      name: `${prefix}api GET grouped_by_week, widest (${MAX_QUERY_YEARS} years)`,
      expectStatus: 200,
      request: api(`/api/v1/timesheets/grouped_by_week?start_date=${reportStart}&end_date=${day}`),
    },
    {
      name: `${prefix}api GET report_entries, widest (${MAX_QUERY_YEARS} years)`,
      expectStatus: 200,
      request: api(`/api/v1/timesheets/report_entries?start_date=${reportStart}&end_date=${day}`),
    },
    {
      name: `${prefix}api GET /api/v1/intervals, widest (${MAX_QUERY_YEARS} years)`,
      expectStatus: 200,
      request: api(`/api/v1/intervals?start_date=${queryStart}&end_date=${LAST_DAY}`),
    },
  ]
}

const DASHBOARD_SCENARIO = 'web GET /app/dashboard, c=50'
const BARE_SCENARIO = 'web GET bare React Router page, c=50'

interface BarePage {
  url: string
  /** Its web server's process. */
  pid: number
  stop(): Promise<void>
}

/** The product's processes by part: the web server and the API (with its workers, if any). */
function partOfProduct(command: string): string | undefined {
  if (command.includes('app/server/http.server.ts')) return 'web'
  if (command.includes('api/server.ts')) return 'api'
  return undefined
}

/**
 * The bare page of scripts/bench-bare: built with `react-router build` into a directory of its own,
 * then served by the product's web server (BUILD_DIR) in production mode.
 */
async function startBare(): Promise<BarePage> {
  // Inside the repository (its build/ is ignored), so the server build finds node_modules.
  const builds = path.join(root, 'scripts/bench-bare/build')
  mkdirSync(builds, { recursive: true })
  const dir = mkdtempSync(path.join(builds, 'run-'))
  const env = { ...process.env, BENCH_BARE_BUILD_DIR: dir, NODE_ENV: 'production' }
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [packageBin('@react-router/dev', 'react-router'), 'build', path.join(root, 'scripts/bench-bare')],
      { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    child.on('error', reject)
    child.on('exit', (exitCode) => resolve(exitCode ?? 1))
  })
  if (code !== 0) throw new Error(`building scripts/bench-bare failed with exit code ${code}`)
  const port = await freePort()
  const url = `http://localhost:${port}`
  const server = spawnNode(
    'bench-bare',
    ['app/server/http.server.ts'],
    { ...env, PORT: String(port), BUILD_DIR: dir, APP_URL: url },
    'ignore',
  )
  const alive = () => server.child.exitCode === null && server.child.signalCode === null
  const stop = async () => {
    if (alive()) {
      const exited = new Promise((resolve) => server.child.on('exit', resolve))
      server.child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForHealthy(`${url}/healthz`, 30_000, alive)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `${url}/`, pid: server.child.pid!, stop }
}

function scenarios(product: RunningProduct, cookie: string, bare: BarePage | undefined): Scenario[] {
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
      // Issue 13: the signed-in start page under 50 connections at once (27 req/s before; goal 4×).
      name: DASHBOARD_SCENARIO,
      expectStatus: 200,
      concurrency: 50,
      serverCpu: () => cpuByPart(product.pid, partOfProduct),
      request: () =>
        fetch(`${product.webUrl}/app/dashboard`, {
          headers: { Cookie: cookie, 'Accept-Encoding': 'br, gzip' },
          redirect: 'manual',
        }),
    },
    ...(bare
      ? [
          {
            name: BARE_SCENARIO,
            expectStatus: 200,
            concurrency: 50,
            serverCpu: () => cpuByPart(bare.pid, partOfProduct),
            request: () => fetch(bare.url, { headers: { 'Accept-Encoding': 'br, gzip' } }),
          },
        ]
      : []),
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

/** `--only search`: only the scenarios whose name holds the text. */
const chosen = (scenario: Pick<Scenario, 'name'>) =>
  !values.only || values.only.some((text) => scenario.name.includes(text))

async function measure(scenario: Scenario): Promise<Result> {
  const callers = scenario.concurrency ?? concurrency
  const once = async (): Promise<boolean> => {
    try {
      const response = await scenario.request()
      await response.arrayBuffer()
      return response.status === scenario.expectStatus
    } catch {
      return false
    }
  }
  for (let i = 0; i < warmup; i += callers) await Promise.all(Array.from({ length: callers }, once))

  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const serverBefore = scenario.serverCpu?.()
  const clientBefore = process.cpuUsage()
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
  await Promise.all(Array.from({ length: callers }, worker))
  const elapsed = (performance.now() - started) / 1000
  const client = process.cpuUsage(clientBefore)
  const serverAfter = scenario.serverCpu?.()
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, latencies.length)) * 100) / 100
  const cpu =
    serverBefore && serverAfter
      ? {
          ...Object.fromEntries(
            Object.entries(serverAfter).map(([part, ms]) => [
              part,
              perRequest(ms - (serverBefore[part] ?? 0)),
            ]),
          ),
          'bench client': perRequest((client.user + client.system) / 1000),
        }
      : undefined
  latencies.sort((a, b) => a - b)
  const percentile = (q: number) => round(latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? 0)
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / elapsed),
    p50: percentile(0.5),
    p95: percentile(0.95),
    p99: percentile(0.99),
    ...(cpu ? { cpu } : {}),
  }
}

/**
 * The large company at two sizes, each in its own database: the same 200 colleagues, 2,000
 * projects and 20,000 tasks, with 250 weeks of hours (1,000,000 entries) or 3 weeks (12,000
 * entries, seeded in seconds), four entries a colleague a day in both. Issue 13: what reads the
 * hours takes the same time at both.
 */
interface Size {
  database: string
  /** Put before the large scenarios' names: the 1 M company keeps the names the baseline has. */
  prefix: string
  weeks: number
  entriesPerDay: number
}
const SIZES: Size[] = [
  { database: 'sjak_bench_large', prefix: '', weeks: 250, entriesPerDay: 4 },
  { database: 'sjak_bench_10k', prefix: '10k ', weeks: 3, entriesPerDay: 4 },
]
const LARGE = { accounts: 200, projects: 2_000, tasks: 20_000 }
/** BENCH_DATABASE_SUFFIX keeps a branch whose migrations differ on its own copies of the two. */
const databaseName = (size: Size) => `${size.database}${process.env.BENCH_DATABASE_SUFFIX ?? ''}`
const entriesOf = (size: Size) => LARGE.accounts * size.weeks * 5 * size.entriesPerDay

/** The large company on PostgreSQL, seeded once into its own database and reused. */
async function prepareLarge(size: Size): Promise<{ url: string; admin: string }> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const url = new URL(server)
  url.pathname = `/${databaseName(size)}`
  const entries = entriesOf(size)
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [databaseName(size)]))
      .rowCount
    if (exists && !values['fresh-large']) {
      const database = await openDatabase({ url: url.toString() })
      try {
        await migrate(database)
        const [row] = await database.db.select({ n: count() }).from(timesheetEntries)
        if ((row?.n ?? 0) >= entries) {
          await database.db.execute(sql`vacuum analyze`)
          return { url: url.toString(), admin: LARGE_ADMIN }
        }
      } finally {
        await database.close()
      }
    }
    await admin.query(`drop database if exists ${databaseName(size)} with (force)`)
    await admin.query(`create database ${databaseName(size)}`)
  } finally {
    await admin.end()
  }
  say(`seeding the large company into ${databaseName(size)} (${entries.toLocaleString('en')} time entries)`)
  const started = performance.now()
  const database = await openDatabase({ url: url.toString() })
  try {
    await migrate(database)
    await seedLarge(database.db, argon2Hasher(), {
      name: 'Storm & Sønner Entreprise A/S',
      domain: 'stor.sjak.dk',
      password: DEMO_PASSWORD,
      ...LARGE,
      weeks: size.weeks,
      entriesPerDay: size.entriesPerDay,
    })
    // The stored hours' triggers rewrite a task's and a project's row for each statement of the
    // seed's million entries: 110,000 dead rows beside 20,000 tasks left the table at 16 MB against
    // 2.5 and the task search 3× slower. VACUUM frees the rows but keeps the size; FULL compacts.
    await database.db.execute(sql`vacuum full analyze tasks`)
    await database.db.execute(sql`vacuum full analyze projects`)
    await database.db.execute(sql`vacuum analyze`)
  } finally {
    await database.close()
  }
  say(`seeded in ${Math.round((performance.now() - started) / 1000)} s`)
  return { url: url.toString(), admin: LARGE_ADMIN }
}

const LARGE_ADMIN = 'admin@stor.sjak.dk'

/** Issue 4's and 5's pages and calls on the large company. Pages not built yet are skipped. */
function largeScenarios(
  product: Pick<RunningProduct, 'apiUrl' | 'webUrl'>,
  cookie: string,
  prefix: string,
): Scenario[] {
  const api = (path: string) => () => fetch(`${product.apiUrl}${path}`, { headers: { Cookie: cookie } })
  const web = (path: string) => () =>
    fetch(`${product.webUrl}${path}`, {
      headers: { Cookie: cookie, 'Accept-Encoding': 'br, gzip' },
      redirect: 'manual',
    })
  const here = today()
  const week = weekOf(here)
  const yearAgo = here.subtract({ years: 1 }).toString()
  const monthAgo = here.subtract({ months: 1 }).toString()
  const twoWeeksAgo = here.subtract({ weeks: 2 }).toString()
  const scenario = (
    name: string,
    request: () => Promise<Response>,
    options: Pick<Scenario, 'concurrency' | 'longerThanSmallHistory'> = {},
  ): Scenario => ({ name: `${prefix}${name}`, request, expectStatus: 200, ...options })
  const long = { longerThanSmallHistory: true }
  return [
    scenario(
      'large api GET /api/v1/projects page of 50',
      api('/api/v1/projects?page=1&per_page=50&sort=name%20asc'),
    ),
    scenario('large api GET /api/v1/projects?status=active', api('/api/v1/projects?status=active')),
    scenario(
      'large api GET /api/v1/tasks/search name_cont',
      api('/api/v1/tasks/search?q[name_cont]=mur&q[s]=name%20asc&per_page=25'),
    ),
    // The Finder (issue 11): two letters, a word, a misspelt word; goal p50 ≤ 30 ms.
    scenario('large api GET /api/v1/search two letters', api('/api/v1/search?q=mu')),
    scenario('large api GET /api/v1/search a word', api('/api/v1/search?q=silkeborg')),
    scenario('large api GET /api/v1/search misspelt', api('/api/v1/search?q=silkebrg')),
    scenario('large web GET /app/search.json a word', web('/app/search.json?q=silkeborg')),
    scenario('large web GET /app/projects', web('/app/projects')),
    scenario('large web GET /app/tasks', web('/app/tasks?q%5Bname_cont%5D=mur')),
    scenario(
      'large api GET grouped_by_week, a year',
      api(`/api/v1/timesheets/grouped_by_week?start_date=${yearAgo}&end_date=${here}`),
      long,
    ),
    // Alone (issue 13's goal: ≤ 50 ms), as well as under the run's concurrency.
    scenario(
      'large api GET grouped_by_week, a year, c=1',
      api(`/api/v1/timesheets/grouped_by_week?start_date=${yearAgo}&end_date=${here}`),
      { ...long, concurrency: 1 },
    ),
    // Two weeks both companies have in full: the like-for-like 'time flat' pair of the reports.
    scenario(
      'large api GET grouped_by_week, two weeks',
      api(`/api/v1/timesheets/grouped_by_week?start_date=${twoWeeksAgo}&end_date=${here}`),
    ),
    scenario(
      'large api GET report_entries, two weeks',
      api(`/api/v1/timesheets/report_entries?start_date=${twoWeeksAgo}&end_date=${here}`),
    ),
    scenario(
      'large api GET /api/v1/timesheets a week',
      api(`/api/v1/timesheets?start_date=${here.subtract({ days: 7 })}&end_date=${here}`),
    ),
    scenario('large web GET /app/timesheet a week', web(`/app/timesheet?week=${week}`)),
    scenario(
      'large api GET report_entries, a month',
      api(`/api/v1/timesheets/report_entries?start_date=${monthAgo}&end_date=${here}`),
      long,
    ),
    scenario(
      'large web GET CSV export, a month',
      web(`/app/timesheets/eksport.csv?periode=valgfri&fra=${monthAgo}&til=${here}`),
      long,
    ),
  ]
}

/**
 * Issue 10's planning board through the API, as the web page asks for it, and the web page itself:
 * 'Ressourcer' (with the registered hours of its past weeks) and 'Projekter' over 13 weeks (week
 * zoom), one caller at a time (the board's goal is p50 ≤ 150 ms through the web at concurrency 1).
 */
function planningScenarios(product: RunningProduct, cookie: string): Scenario[] {
  const monday = today().subtract({ days: today().dayOfWeek - 1 })
  const window = (from: Temporal.PlainDate) =>
    `start_date=${from}&end_date=${from.add({ weeks: 13 }).subtract({ days: 1 })}`
  const get = (query: string) => () =>
    fetch(`${product.apiUrl}/api/v1/planning?${query}`, { headers: { Cookie: cookie } })
  return [
    {
      name: "large api GET /api/v1/planning 'Ressourcer' 13 weeks, c=1",
      expectStatus: 200,
      concurrency: 1,
      request: get(`view=resources&period=week&actuals=true&${window(monday.subtract({ weeks: 2 }))}`),
    },
    {
      name: "large api GET /api/v1/planning 'Projekter' 13 weeks, c=1",
      expectStatus: 200,
      concurrency: 1,
      request: get(`view=projects&${window(monday)}`),
    },
    {
      name: "large web GET /app/planning 'Ressourcer' 13 weeks, c=1",
      expectStatus: 200,
      concurrency: 1,
      request: planningPage(
        product,
        cookie,
        `view=resources&zoom=week&actuals=1&start=${monday.subtract({ weeks: 2 })}`,
      ),
    },
    {
      name: "large web GET /app/planning 'Projekter' 13 weeks, c=1",
      expectStatus: 200,
      concurrency: 1,
      request: planningPage(product, cookie, `zoom=week&start=${monday}`),
    },
  ]
}

function planningPage(product: RunningProduct, cookie: string, query: string, encoding = 'br, gzip') {
  return () =>
    fetch(`${product.webUrl}/app/planning?${query}`, {
      headers: { Cookie: cookie, 'Accept-Encoding': encoding },
      redirect: 'manual',
    })
}

/** The HTML of the 200-person 'Ressourcer' board, gzipped (goal ≤ 200 KB). */
async function planningHtmlSize(product: RunningProduct, cookie: string): Promise<void> {
  const monday = today().subtract({ days: today().dayOfWeek - 1 })
  const response = await planningPage(
    product,
    cookie,
    `view=resources&zoom=week&start=${monday}`,
    'identity',
  )()
  const html = Buffer.from(await response.arrayBuffer())
  const people = (html.toString().match(/data-kind="person"/g) ?? []).length
  say(
    `/app/planning 'Ressourcer' 13 weeks: ${people} people, HTML ${Math.round(html.length / 1024)} KB, ${Math.round(gzipSync(html).length / 1024)} KB gzip`,
  )
}

/**
 * The board's own JavaScript (goal ≤ 40 KB gzip): the chunks /app/planning loads that the shell
 * (entry, root, the /app layout and the planners' guard) does not, from the build's route manifest,
 * each gzipped at the best level as scripts/precompress.ts serves it.
 */
function planningScriptSize(): void {
  const assets = path.join(root, 'build/client/assets')
  const file = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name))
  if (!file) {
    say('no route manifest in build/client/assets')
    return
  }
  const manifest = JSON.parse(
    readFileSync(path.join(assets, file), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  ) as {
    entry: { module: string; imports: string[] }
    routes: Record<string, { module: string; imports?: string[] }>
  }
  const chunks = (id: string) => {
    const route = manifest.routes[id]
    if (!route) throw new Error(`route ${id} is not in the manifest`)
    return [route.module, ...(route.imports ?? [])]
  }
  const shell = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...['root', 'app', 'routes/app/planner-only'].flatMap(chunks),
  ])
  const own = chunks('routes/app/planning/index').filter((chunk) => !shell.has(chunk))
  const gzip = own.reduce(
    (sum, chunk) =>
      sum +
      gzipSync(readFileSync(path.join(root, 'build/client', chunk)), { level: constants.Z_BEST_COMPRESSION })
        .length,
    0,
  )
  say(
    `/app/planning's own JavaScript: ${own.length} chunks, ${(gzip / 1024).toFixed(1)} KB gzip (${own.join(', ')})`,
  )
}

/** The pages whose JavaScript the bench weighs (issue 13), signed in as the demo administrator. */
const WEIGHED_PAGES = [
  '/',
  '/experiences/login',
  '/app/dashboard',
  '/app/timesheet',
  '/app/projects/{id}',
  '/app/planning',
] as const

/**
 * The JavaScript a first visit of each page loads, in KB gzip: the entry module and every
 * modulepreload the document names or its after-first-paint loader adds, each gzipped at the best level as scripts/precompress.ts serves
 * it. Read from the documents the demo product answers, so no large database is needed.
 */
async function pageScriptSizes(product: RunningProduct, cookie: string): Promise<Record<string, number>> {
  const projects = (await (
    await fetch(`${product.apiUrl}/api/v1/projects`, { headers: { Cookie: cookie } })
  ).json()) as { id: number }[]
  const sizes: Record<string, number> = {}
  for (const page of WEIGHED_PAGES) {
    const signedIn = page.startsWith('/app/')
    const response = await fetch(`${product.webUrl}${page.replace('{id}', String(projects[0]?.id))}`, {
      headers: signedIn ? { Cookie: cookie } : {},
      redirect: 'manual',
    })
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${page} answers ${response.status}`)
    // The head's module preloads are added by the inline loader after the first paint (decision
    // 045): its list, as `(document,[…])`, counts as the links it becomes.
    const deferred = /\}\)\(document,(\[[^\]]*\])\)/.exec(html)?.[1]
    const scripts = new Set([
      ...[...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((match) => match[1]!),
      ...(deferred ? (JSON.parse(deferred) as string[]) : []),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1]!),
    ])
    const gzip = [...scripts].reduce(
      (sum, script) =>
        sum +
        gzipSync(readFileSync(path.join(root, 'build/client', script)), {
          level: constants.Z_BEST_COMPRESSION,
        }).length,
      0,
    )
    sizes[page] = round(gzip / 1024)
    say(`JavaScript of ${page}: ${scripts.size} files, ${sizes[page]} KB gzip`)
  }
  return sizes
}

async function measureLarge(size: Size): Promise<Map<string, Result>> {
  const results = new Map<string, Result>()
  // The 10 k company answers only the scenarios that read hours, to set beside the 1 M company's.
  const sizeScenarios = (product: Pick<RunningProduct, 'apiUrl' | 'webUrl'>, cookie: string) =>
    largeScenarios(product, cookie, size.prefix)
  if (size.prefix && !sizeScenarios({ apiUrl: '', webUrl: '' }, '').some(chosen)) return results
  let target: { url: string; admin: string }
  try {
    target = await prepareLarge(size)
  } catch (error) {
    say(`large company skipped: PostgreSQL is not reachable (${String(error)})`)
    return results
  }
  const product = await startProduct({
    name: 'bench-large',
    env: { DATABASE_URL: target.url, SEED_DEMO: 'false', SIGN_IN_POSTS_PER_MINUTE: '1000000' },
  })
  // The API's default worker count (API_WORKERS unset: the cores up to 4), as an operator gets it.
  const { apiWorkers } = loadConfig({ ...process.env, DATABASE_URL: target.url })
  say(
    `large company (${databaseName(size)}) on PostgreSQL: product at ${product.webUrl}, ${apiWorkers} API worker(s)`,
  )
  try {
    const cookie = await signIn(product, target.admin)
    const picked = (
      size.prefix
        ? sizeScenarios(product, cookie)
        : [
            ...sizeScenarios(product, cookie),
            ...planningScenarios(product, cookie),
            ...(await widestScenarios(product, cookie, { prefix: 'large ', create: false })),
          ]
    ).filter(chosen)
    if (picked.some((scenario) => scenario.name.includes('/app/planning')))
      await planningHtmlSize(product, cookie)
    for (const scenario of picked) {
      const probe = await scenario.request()
      await probe.arrayBuffer()
      if (probe.status !== scenario.expectStatus) {
        say(`skipping ${scenario.name}: it answers ${probe.status}`)
        continue
      }
      say(`measuring ${scenario.name}`)
      results.set(scenario.name, await measure(scenario))
    }
  } finally {
    await product.stop()
    rmSync(path.dirname(product.dataDir), { recursive: true, force: true })
  }
  return results
}

/**
 * Where the dashboard's CPU goes against the bare page's: each Node process works on one core at a
 * time, and all of them share the machine's, so the part that costs most per request bounds req/s.
 */
function printCpuShares(dashboard: Result, bare: Result): void {
  if (!dashboard.cpu || !bare.cpu) return
  const parts = (cpu: Record<string, number>) => {
    const total = Object.values(cpu).reduce((sum, ms) => sum + ms, 0)
    const each = Object.entries(cpu).map(([part, ms]) => `${part} ${ms.toFixed(2)}`)
    return `${each.join(', ')} (${total.toFixed(2)} in all)`
  }
  say(`CPU ms per request: dashboard ${parts(dashboard.cpu)}; bare page ${parts(bare.cpu)}`)
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

/**
 * Issue 13: each large scenario's p50 at 1 M entries over its p50 at 10 k (goal ≤ 1.2×), for the
 * scenarios whose answer both companies fill alike.
 */
function printFlatness(results: Map<string, Result>, long: Set<string>): void {
  const small = SIZES.find((size) => size.prefix)!
  const pairs = [...results].flatMap(([name, result]) => {
    const tenK = results.get(`${small.prefix}${name}`)
    return name.startsWith('large ') && tenK && !long.has(name)
      ? [{ name, ratio: result.p50 / tenK.p50 }]
      : []
  })
  if (pairs.length === 0) return
  process.stdout.write('time at 1 M entries over 10 k (p50; goal ≤ 1.2×)\n')
  const width = Math.max(...pairs.map((pair) => pair.name.length))
  for (const { name, ratio } of pairs) {
    process.stdout.write(`${name.padEnd(width)}  ${ratio.toFixed(2)}×${ratio > 1.2 ? '  over' : ''}\n`)
  }
  process.stdout.write('\n')
}

async function main(): Promise<void> {
  if (values.only && values['update-baseline'])
    throw new Error('--update-baseline records every scenario: drop --only')
  await ensureBuild(say)
  if (!values.only || values.only.some((text) => '/app/planning'.includes(text))) planningScriptSize()
  // Built before the product starts, so the build does not share the machine with a measurement.
  const bare = [DASHBOARD_SCENARIO, BARE_SCENARIO].some((name) => chosen({ name }))
    ? await startBare()
    : undefined
  const product = await startProduct({
    name: 'bench',
    env: { SIGN_IN_POSTS_PER_MINUTE: '1000000', LOCKOUT_ATTEMPTS: '1000000' },
  }).catch(async (error: unknown) => {
    await bare?.stop()
    throw error
  })
  say(`product at ${product.webUrl}, api ${product.apiUrl}; log ${product.logFile}`)
  say(
    `${values.duration} s or ${maxRequests} requests per scenario, concurrency ${concurrency}, ${warmup} warm-up requests`,
  )
  const results = new Map<string, Result>()
  let javascript: Record<string, number> | undefined
  try {
    const cookie = await signIn(product)
    if (!values.only || values.only.some((text) => 'javascript'.includes(text.toLowerCase())))
      javascript = await pageScriptSizes(product, cookie)
    for (const scenario of [
      ...scenarios(product, cookie, bare),
      ...(await widestScenarios(product, cookie, { prefix: '', create: true })),
      // The bare page goes with the dashboard it is set beside.
    ].filter((scenario) => chosen(scenario) || (bare && scenario.name === BARE_SCENARIO))) {
      say(`measuring ${scenario.name}`)
      results.set(scenario.name, await measure(scenario))
    }
  } finally {
    await product.stop()
    await bare?.stop()
    rmSync(path.dirname(product.dataDir), { recursive: true, force: true })
  }
  const dashboard = results.get(DASHBOARD_SCENARIO)
  const barePage = results.get(BARE_SCENARIO)
  const dashboardOverBare =
    dashboard && barePage ? Math.round((dashboard.rps / barePage.rps) * 100) / 100 : undefined
  if (!values['skip-large']) {
    for (const size of SIZES) {
      for (const [name, result] of await measureLarge(size)) results.set(name, result)
    }
  }

  const baseline = existsSync(baselineFile)
    ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline)
    : undefined
  printTable(results, baseline)
  for (const [page, kb] of Object.entries(javascript ?? {})) {
    const before = baseline?.javascript_kb_gzip?.[page]
    say(`JavaScript ${page}: ${kb} KB gzip${before === undefined ? '' : ` (baseline ${before} KB)`}`)
  }
  if (dashboardOverBare !== undefined) {
    const before = baseline?.dashboard_over_bare
    say(
      `dashboard over the bare page, req/s at 50 connections: ${dashboardOverBare.toFixed(2)} (goal ≥ 0.5)${before === undefined ? '' : `, baseline ${before.toFixed(2)}`}`,
    )
    printCpuShares(dashboard!, barePage!)
  }
  if (baseline) {
    say(
      `Δ against the baseline of ${baseline.recorded_at} (${baseline.machine.cpus} × ${baseline.machine.cpu}); ` +
        'a different machine or load makes these differ.',
    )
  } else if (!values['update-baseline']) {
    say('no baseline yet: npm run bench -- --update-baseline')
  }
  printFlatness(
    results,
    new Set(
      largeScenarios({ apiUrl: '', webUrl: '' }, '', '')
        .filter((scenario) => scenario.longerThanSmallHistory)
        .map((scenario) => scenario.name),
    ),
  )
  if ([...results.values()].some((result) => result.errors > 0))
    say('some requests failed: see the errors column')

  if (values['update-baseline'] && values.only) {
    say('--only measures a part: the baseline is left as it is')
  } else if (values['update-baseline']) {
    const cpus = os.cpus()
    const next: Baseline = {
      recorded_at: new Date().toISOString(),
      machine: { cpus: cpus.length, cpu: cpus[0]?.model.trim() ?? 'unknown', node: process.version },
      settings: { duration_s: durationMs / 1000, concurrency },
      scenarios: Object.fromEntries(
        [...results].map(([name, { rps, p50, p95, p99, cpu }]) => [
          name,
          { rps, p50, p95, p99, ...(cpu ? { cpu } : {}) },
        ]),
      ),
      javascript_kb_gzip: javascript,
      dashboard_over_bare: dashboardOverBare,
    }
    writeFileSync(baselineFile, `${JSON.stringify(next, null, 2)}\n`)
    say(`baseline written to ${path.relative(root, baselineFile)}`)
  }
}

main().catch((error: unknown) => {
  say(String((error as Error)?.stack ?? error))
  process.exit(1)
})
