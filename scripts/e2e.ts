/**
 * `npm run test:e2e [-- playwright args]`: builds when needed, starts the real product (scripts/start.ts)
 * on free ports with a fresh DATA_DIR and the demo company, runs Playwright against it, stops it, and
 * exits with Playwright's code. After Playwright passes it kills the product's API and checks that
 * it comes back (scripts/lib/restart-check.ts); the run fails unless the product then stops cleanly.
 * Specs find the product through E2E_BASE_URL, E2E_API_URL, E2E_DATA_DIR.
 */
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureBuild, packageBin, root } from './lib/build.ts'
import { startProduct } from './lib/product.ts'
import { checkRestart } from './lib/restart-check.ts'

const say = (message: string) => process.stdout.write(`[e2e] ${message}\n`)

async function main(): Promise<number> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    say(`${chromium} is missing: apt-get install -y chromium (never Playwright's own browsers)`)
    return 1
  }
  await ensureBuild(say)
  // Ctrl-C reaches Playwright and the product directly; stay alive to stop and clean up after them.
  process.on('SIGINT', () => say('interrupted, waiting for Playwright and the product to stop'))

  const started = performance.now()
  const product = await startProduct({
    name: 'e2e',
    // A suite signs in many times a minute; the limit itself is covered by the API tests.
    env: { SIGN_IN_POSTS_PER_MINUTE: process.env.SIGN_IN_POSTS_PER_MINUTE ?? '1000' },
  })
  say(
    `product up in ${Math.round(performance.now() - started)} ms at ${product.webUrl} (log ${product.logFile})`,
  )

  let code = 1
  try {
    code = await new Promise<number>((resolve, reject) => {
      const playwright = spawn(
        process.execPath,
        [packageBin('@playwright/test', 'playwright'), 'test', ...process.argv.slice(2)],
        {
          cwd: root,
          stdio: 'inherit',
          env: {
            ...process.env,
            E2E_BASE_URL: product.webUrl,
            E2E_API_URL: product.apiUrl,
            E2E_DATA_DIR: product.dataDir,
          },
        },
      )
      playwright.on('error', reject)
      playwright.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
    })
    if (code === 0) {
      say('killing the API: it must come back while the web answers 503')
      await checkRestart(product).then(
        () => say('the API came back'),
        (error: unknown) => {
          say(`restart check failed: ${String((error as Error)?.message ?? error)}`)
          code = 1
        },
      )
    }
  } finally {
    const stopCode = await product.stop()
    if (stopCode !== 0) {
      say(`the product did not stop cleanly: exit code ${stopCode}`)
      code ||= 1
    }
    if (code !== 0) {
      say(`failed; the product's data and log stay in ${path.dirname(product.dataDir)}`)
      process.stdout.write(`${product.tail(30)}\n`)
    } else {
      rmSync(path.dirname(product.dataDir), { recursive: true, force: true })
    }
  }
  return code
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(String((error as Error)?.stack ?? error))
    process.exit(1)
  },
)
