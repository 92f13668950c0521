/**
 * `npm run lighthouse [-- --page login] [-- --json <dir>]`
 *
 * Lighthouse's mobile preset (a mid-range phone, slow 4G simulated) on the built product with the
 * demo company: the login page, and signed in as the demo administrator the dashboard, the
 * timesheet and the planning board. Prints performance and accessibility for each page (goals 95
 * and 100) and the audits that cost points. Chromium comes from CHROME_PATH, else Debian's
 * /usr/bin/chromium. It only reports; it is not part of `npm test`. `--json <dir>` also writes each
 * page's full report (network requests with their priorities, observed and simulated metrics) there.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ensureBuild } from './lib/build.ts'
import { startProduct } from './lib/product.ts'
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-logins.ts'

const PAGES = [
  { name: 'login', path: '/experiences/login', signedIn: false },
  { name: 'dashboard', path: '/app/dashboard', signedIn: true },
  { name: 'timesheet', path: '/app/timesheet', signedIn: true },
  { name: 'planning', path: '/app/planning', signedIn: true },
] as const

const say = (message: string) => process.stdout.write(`[lighthouse] ${message}\n`)
const { values } = parseArgs({ options: { page: { type: 'string' }, json: { type: 'string' } } })

async function main(): Promise<void> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}: set CHROME_PATH`)
  await ensureBuild(say)
  const product = await startProduct({ name: 'lighthouse' })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const rows: string[][] = []
  try {
    const response = await fetch(`${product.apiUrl}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS[0]!.email, password: DEMO_PASSWORD }),
    })
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('sjak_session='))
      ?.split(';')[0]
    if (!cookie) throw new Error(`demo sign-in failed: ${response.status}`)

    for (const page of PAGES.filter((page) => !values.page || page.name === values.page)) {
      say(`auditing ${page.path}`)
      const result = await lighthouse(
        `${product.webUrl}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
        },
        // Lighthouse's default configuration is the mobile preset with slow 4G simulated.
        undefined,
      )
      if (!result) throw new Error(`no result for ${page.path}`)
      const { categories, audits, runtimeError } = result.lhr
      if (values.json) {
        mkdirSync(values.json, { recursive: true })
        writeFileSync(path.join(values.json, `${page.name}.json`), JSON.stringify(result.lhr, null, 1))
      }
      // A run that failed (no paint within the time limit on a busy machine) has no score, not 0.
      if (runtimeError) say(`  ${page.path} failed: ${runtimeError.code} ${runtimeError.message}`)
      const score = (id: string) => {
        const value = categories[id]?.score
        return value === null || value === undefined ? 'failed' : String(Math.round(value * 100))
      }
      const ms = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`
      rows.push([
        page.path,
        score('performance'),
        score('accessibility'),
        ms('first-contentful-paint'),
        ms('largest-contentful-paint'),
        `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
      ])
      for (const id of ['performance', 'accessibility']) {
        const failing = (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
          .map((audit) => `${audit!.id} (${audit!.displayValue || Math.round((audit!.score ?? 0) * 100)})`)
        if (failing.length) say(`  ${id}: ${failing.join(', ')}`)
      }
    }
  } finally {
    chrome.kill()
    await product.stop()
    rmSync(path.dirname(product.dataDir), { recursive: true, force: true })
  }
  const header = ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`)
  for (const row of rows) process.stdout.write(`${line(row)}\n`)
  say('goals: performance ≥ 95, accessibility 100 (mobile preset, slow 4G simulated)')
}

main().catch((error: unknown) => {
  say(String((error as Error)?.stack ?? error))
  process.exit(1)
})
