/**
 * `npm run scale-check [-- playwright args]`: Sjak scaled out as DESIGN.md §1 says, proven. Two API
 * and two web processes over one fresh PostgreSQL database, behind nginx (Debian's, round robin for
 * both tiers), then:
 * - a session made through one API process works on the other;
 * - the sign-in limit is one count for both (SIGN_IN_POSTS_PER_MINUTE=6 in this phase);
 * - a week saved through one API process is read at once through the other;
 * - the Friday timesheet reminder, run by both processes' job code at the same moment, is mailed
 *   once to each person who is short of hours;
 * - the sign-in and time-registration Playwright specs pass through nginx (APIs restarted with a
 *   high sign-in limit, as `npm run test:e2e` does).
 * Needs nginx (`apt-get install -y nginx`), Chromium and PostgreSQL at DATABASE_ADMIN_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres). Not part of `npm test`.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { Temporal } from 'temporal-polyfill'
import { loadConfig } from '#api/config.ts'
import { openDatabase } from '#api/db/client.ts'
import { sendTimesheetReminders } from '#api/jobs/timesheet-reminders.ts'
import { createMailer } from '#api/mail/mailer.ts'
import { jsonLogger } from '#lib/log.ts'
import type { Service } from '#lib/supervise.ts'
import { ensureBuild, packageBin, root } from './lib/build.ts'
import { freePort, spawnNode, waitForHealthy } from './lib/children.ts'
import { prepareDatabase } from './lib/database.ts'
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-logins.ts'

const say = (message: string) => process.stdout.write(`[scale-check] ${message}\n`)
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// --- Child mode: one "API process" running the reminder job at a given moment -----------------

async function remindAt(iso: string): Promise<void> {
  const config = loadConfig()
  const log = jsonLogger('reminders')
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log,
    })
    const sent = await sendTimesheetReminders({ db: database.db, mailer, config }, new Date(iso))
    process.stdout.write(`${sent}\n`)
  } finally {
    await database.close()
  }
}

// --- The check ---------------------------------------------------------------------------------

interface Ports {
  apis: [number, number]
  webs: [number, number]
  apiProxy: number
  webProxy: number
}

function nginxConfig(dir: string, ports: Ports): string {
  const upstream = (name: string, list: number[]) =>
    `upstream ${name} {\n${list.map((port) => `    server 127.0.0.1:${port};`).join('\n')}\n  }`
  const server = (port: number, upstreamName: string) => `server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://${upstreamName};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
    }
  }`
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${upstream('sjak_web', ports.webs)}
  ${upstream('sjak_api', ports.apis)}
  ${server(ports.webProxy, 'sjak_web')}
  ${server(ports.apiProxy, 'sjak_api')}
}
`
}

async function stopAll(services: Service[]): Promise<void> {
  await Promise.all(
    services.map(
      (service) =>
        new Promise<void>((resolve) => {
          const { child } = service
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
}

async function login(apiPort: number, email: string, password: string, from = '127.0.0.77') {
  return fetch(`http://127.0.0.1:${apiPort}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email, password }),
  })
}

async function main(): Promise<number> {
  for (const [what, file, hint] of [
    ['nginx', NGINX, 'apt-get install -y nginx'],
    ['Chromium', CHROMIUM, 'apt-get install -y chromium'],
  ] as const) {
    if (!existsSync(file)) {
      say(`${what} is missing at ${file}: ${hint}`)
      return 1
    }
  }
  await ensureBuild(say)

  const work = mkdtempSync(path.join(tmpdir(), 'sjak-scale-'))
  const dataDir = path.join(work, 'data')
  const adminUrl = new URL(process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  const dbName = `sjak_scale_${Date.now()}`
  const databaseUrl = new URL(adminUrl)
  databaseUrl.pathname = `/${dbName}`
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  await admin.query(`create database ${dbName}`)

  const ports: Ports = {
    apis: [await freePort(), await freePort()],
    webs: [await freePort(), await freePort()],
    apiProxy: await freePort(),
    webProxy: await freePort(),
  }
  const webUrl = `http://localhost:${ports.webProxy}`
  const apiUrl = `http://127.0.0.1:${ports.apiProxy}`
  const logFile = path.join(work, 'product.log')
  const logFd = () => ['ignore', 'pipe', 'pipe'] as const
  const logLines: string[] = []
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    APP_URL: webUrl,
    API_ORIGIN: apiUrl,
    SMTP_URL: '',
  }
  const services: Service[] = []
  const start = (name: string, args: string[], env: NodeJS.ProcessEnv) => {
    const service = spawnNode(name, args, env, [...logFd()])
    for (const stream of [service.child.stdout, service.child.stderr])
      stream?.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().trimEnd().split('\n')))
    services.push(service)
    return service
  }
  const startApis = async (signInLimit: string) => {
    const apis = ports.apis.map((port, index) =>
      start(`api-${index + 1}`, ['api/server.ts'], {
        ...base,
        API_PORT: String(port),
        // nginx and the web pass the browser's address on in X-Forwarded-For.
        TRUST_PROXY: 'true',
        SIGN_IN_POSTS_PER_MINUTE: signInLimit,
        // Two separate API processes are what this proves; api/server.test.ts covers the workers of one.
        API_WORKERS: '1',
      }),
    )
    await Promise.all(ports.apis.map((port) => waitForHealthy(`http://127.0.0.1:${port}/healthz`, 60_000)))
    return apis
  }

  let code = 1
  try {
    const config = loadConfig()
    await prepareDatabase(
      { url: databaseUrl.toString(), dataDir },
      { seedDemo: true, argon2MemoryKib: config.security.argon2MemoryKib, log: jsonLogger('prepare') },
    )
    say(`demo company seeded into ${dbName}`)

    let apis = await startApis('6')
    for (const [index, port] of ports.webs.entries()) {
      start(`web-${index + 1}`, ['app/server/http.server.ts'], {
        ...base,
        PORT: String(port),
        NODE_ENV: 'production',
      })
    }
    await Promise.all(ports.webs.map((port) => waitForHealthy(`http://127.0.0.1:${port}/healthz`, 60_000)))
    const nginxDir = path.join(work, 'nginx')
    mkdirSync(nginxDir)
    writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, ports))
    const nginx = spawn(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], {
      stdio: 'inherit',
    })
    const stopNginx = () =>
      new Promise<void>((resolve) => {
        if (nginx.exitCode !== null) return resolve()
        nginx.once('exit', () => resolve())
        nginx.kill('SIGQUIT')
      })
    try {
      await waitForHealthy(`${apiUrl}/healthz`, 10_000)
      await waitForHealthy(`${webUrl}/healthz`, 10_000)
      say(
        `two APIs (${ports.apis.join(', ')}) and two webs (${ports.webs.join(', ')}) behind nginx at ${webUrl}`,
      )

      const [a, b] = ports.apis
      const employee = DEMO_LOGINS.find((demo) => demo.role === 'employee')!

      // 1. A session made on one process is good on the other.
      const signedIn = await login(a, employee.email, DEMO_PASSWORD)
      assert.equal(signedIn.status, 200, 'sign-in on API 1')
      const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!
      const headers = { cookie, origin: webUrl, 'content-type': 'application/json' }
      const user = await fetch(`http://127.0.0.1:${b}/api/v1/user`, { headers })
      assert.equal(user.status, 200, 'the session from API 1 on API 2')
      say('ok  a session made through API 1 is good on API 2')

      // 2. One sign-in limit for both: 6 posts a minute from one address, alternating processes.
      // The count is per clock minute: start early in one.
      const second = new Date().getSeconds()
      if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
      const statuses: number[] = []
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await login(attempt % 2 ? b : a, employee.email, 'forkert-adgangskode', '127.0.0.99')
        statuses.push(response.status)
        await response.body?.cancel()
      }
      assert.deepEqual(statuses.slice(0, 6), [401, 401, 401, 401, 401, 401], `sign-in answers ${statuses}`)
      assert.equal(statuses[6], 429, `the seventh sign-in post, on API 1 and 2 alternately: ${statuses}`)
      say(`ok  the sign-in limit is shared: ${statuses.join(' ')}`)

      // 3. A week saved through API 1 is read at once through API 2.
      const projects = (await (
        await fetch(`http://127.0.0.1:${a}/api/v1/timesheets/projects`, { headers })
      ).json()) as { id: number; tasks: { id: number }[] }[]
      const project = projects.find((candidate) => candidate.tasks.length > 0)!
      const monday = Temporal.Now.plainDateISO('Europe/Copenhagen').subtract({ weeks: 3 })
      const weekStart = monday.subtract({ days: monday.dayOfWeek - 1 })
      const week = `${weekStart.yearOfWeek}-W${String(weekStart.weekOfYear).padStart(2, '0')}`
      const cells = [0, 1, 2].map((day) => ({
        project_id: project.id,
        task_id: project.tasks[0]!.id,
        billable: true,
        work_date: weekStart.add({ days: day }).toString(),
        hours_worked: 6.5,
      }))
      const saved = await fetch(`http://127.0.0.1:${a}/api/v1/timesheets/week`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ week, cells }),
      })
      assert.equal(saved.status, 200, `the week save on API 1: ${await saved.clone().text()}`)
      const range = `start_date=${weekStart}&end_date=${weekStart.add({ days: 6 })}`
      const read = (await (
        await fetch(`http://127.0.0.1:${b}/api/v1/timesheets?${range}`, { headers })
      ).json()) as { work_date: string; hours_worked: number; project_id: number }[]
      const seen = read.filter((entry) => entry.project_id === project.id && entry.hours_worked === 6.5)
      assert.equal(seen.length, 3, `API 2 reads the week API 1 saved: ${JSON.stringify(read)}`)
      say(`ok  the week ${week} saved through API 1 is read at once through API 2`)

      // 4. The Friday reminder, run at the same moment by two processes, is mailed once per person.
      // A Friday two years back, when nobody had registered anything: everyone is short of hours.
      const today = Temporal.Now.plainDateISO('Europe/Copenhagen')
      const lastFriday = today.subtract({ days: (today.dayOfWeek + 2) % 7, weeks: 104 })
      const moment = lastFriday
        .toZonedDateTime({ timeZone: 'Europe/Copenhagen', plainTime: '15:00' })
        .toInstant()
        .toString()
      const runs = await Promise.all(
        [1, 2].map(
          (n) =>
            new Promise<number>((resolve, reject) => {
              const child = spawn(process.execPath, ['scripts/scale-check.ts', '--remind-at', moment], {
                cwd: root,
                env: base,
                stdio: ['ignore', 'pipe', 'inherit'],
              })
              let out = ''
              child.stdout.on('data', (chunk: Buffer) => {
                out += chunk.toString()
              })
              child.on('error', reject)
              child.on('exit', (exitCode) =>
                // The count is the last line; the job's own log lines come before it.
                exitCode === 0
                  ? resolve(Number(out.trim().split('\n').at(-1)))
                  : reject(new Error(`reminder run ${n} failed`)),
              )
            }),
        ),
      )
      const mailDir = path.join(dataDir, 'mail')
      const reminders = (existsSync(mailDir) ? readdirSync(mailDir) : [])
        .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
        .filter((mail) => /^Subject: Husk dine timer/im.test(mail))
        .map((mail) => /^To: (.*)$/im.exec(mail)?.[1]?.trim() ?? '')
      const total = runs[0]! + runs[1]!
      assert.ok(total > 0, `someone is short of hours on ${lastFriday}: runs sent ${runs}`)
      assert.equal(reminders.length, total, `mails written ${reminders.length}, runs say ${runs}`)
      assert.equal(new Set(reminders).size, reminders.length, `a person got two reminders: ${reminders}`)
      say(
        `ok  the reminder for ${lastFriday}, run twice at once, mailed ${total} people once each (${runs.join(' + ')})`,
      )

      // 5. The sign-in and time-registration specs through nginx, with the suite's sign-in limit.
      await stopAll(apis)
      services.splice(0, 2)
      apis = await startApis('1000')
      code = await new Promise<number>((resolve, reject) => {
        const playwright = spawn(
          process.execPath,
          [
            packageBin('@playwright/test', 'playwright'),
            'test',
            'tests/e2e/sign-in.spec.ts',
            'tests/e2e/time.spec.ts',
            ...process.argv.slice(2),
          ],
          {
            cwd: root,
            stdio: 'inherit',
            env: { ...process.env, E2E_BASE_URL: webUrl, E2E_API_URL: apiUrl, E2E_DATA_DIR: dataDir },
          },
        )
        playwright.on('error', reject)
        playwright.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
      })
      const served = readFileSync(path.join(nginxDir, 'access.log'), 'utf8').split('\n').length - 1
      say(`${code === 0 ? 'ok ' : 'FAILED'} the sign-in and time specs through nginx (${served} requests)`)
    } finally {
      await stopNginx()
    }
  } catch (error) {
    say(`FAILED ${(error as Error).message}`)
    code = 1
  } finally {
    await stopAll(services)
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined)
    await admin.end()
    writeFileSync(logFile, `${logLines.join('\n')}\n`)
    if (code === 0) rmSync(work, { recursive: true, force: true })
    else say(`the processes' log and data stay in ${work}`)
  }
  return code
}

const remindFlag = process.argv.indexOf('--remind-at')
const run = remindFlag >= 0 ? remindAt(process.argv[remindFlag + 1]!).then(() => 0) : main()
run.then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(String((error as Error)?.stack ?? error))
    process.exit(1)
  },
)
