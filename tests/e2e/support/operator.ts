/**
 * The operator area's specs run on a product of their own: an operator is made with the real
 * command (`npm run operator -- add`), which needs the embedded database to itself, so the product
 * is started, an account signed up and verified, the product stopped, the command run, and the
 * product started again on the same data. Its demo company is the specs' alone to disable or delete.
 *
 *   import { expect, test } from './support/operator.ts'
 *   test('…', async ({ page, operator }) => { await operator.signIn(page) })
 */
import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { test as base, expect, type Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { root } from '../../../scripts/lib/build.ts'
import { type RunningProduct, startProduct } from '../../../scripts/lib/product.ts'
import { mailLink, newestMail } from './mail.ts'

export { expect }

export const OPERATOR_PASSWORD = 'Driftsvagt-og-kaffe-2026'

export interface OperatorProduct {
  product: RunningProduct
  email: string
  /** The authenticator's key, once a spec has set up the second factor. */
  secret?: string
  recoveryCodes: string[]
  /** What the command printed when it made the operator. */
  commandOutput: string
  /**
   * A code of the authenticator for a 30-second step the API has not seen: it accepts the step
   * before, the current one and the next, each once (waits when all three are used).
   */
  code(): Promise<string>
  /** On /admin/totrin: reads the key, sends a first code, keeps the recovery codes, opens /admin. */
  setUp(page: Page): Promise<void>
  /** Signs in and opens /admin, setting up the second factor the first time, confirming with a code otherwise. */
  signIn(page: Page): Promise<void>
}

async function apiPost(product: RunningProduct, pathname: string, json: unknown) {
  const response = await fetch(`${product.apiUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
}

/** Signs in through the login page, on to /admin (an operator has no company of their own). */
export async function loginTo(page: Page, email: string, password: string, returnTo = '/admin') {
  await page.goto(`/experiences/login?returnTo=${encodeURIComponent(returnTo)}`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log ind' }).click()
}

export const test = base.extend<{ operator: OperatorProduct }, { operatorProduct: OperatorProduct }>({
  operatorProduct: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies destructured
    async ({}, use) => {
      const env = { SIGN_IN_POSTS_PER_MINUTE: '1000' }
      const first = await startProduct({ name: 'admin-e2e', env })
      const email = `drift-${Date.now().toString(36)}@e2e.sjak.dk`
      try {
        await apiPost(first, '/create-account', {
          name: 'Olivia Operatør',
          email,
          password: OPERATOR_PASSWORD,
          'password-confirm': OPERATOR_PASSWORD,
        })
        const mail = await newestMail(email, { dataDir: first.dataDir, subject: /Bekræft/ })
        const key = new URL(mailLink(mail, '/verify-account')).searchParams.get('key')
        await apiPost(first, '/verify-account', { key })
      } finally {
        await first.stop()
      }
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(root, 'scripts/operator.ts'), 'add', email],
        { cwd: root, env: { ...process.env, DATA_DIR: first.dataDir, DATABASE_URL: '' } },
      )
      const product = await startProduct({ name: 'admin-e2e', env, dataDir: first.dataDir })
      // The last authenticator step used: the API takes each step once.
      let lastStep = 0
      const operator: OperatorProduct = {
        product,
        email,
        recoveryCodes: [],
        commandOutput: stdout,
        async code() {
          if (!operator.secret) throw new Error('no second factor yet')
          for (;;) {
            // Never close to a step's end: the code must still be good when the API checks it.
            while (Date.now() % 30_000 > 25_000) await new Promise((resolve) => setTimeout(resolve, 500))
            const now = Math.floor(Date.now() / 30_000)
            const step = Math.max(now - 1, lastStep + 1)
            if (step <= now + 1) {
              lastStep = step
              break
            }
            await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200))
          }
          const step = lastStep
          const totp = new TOTP({ secret: operator.secret, digits: 6, period: 30, algorithm: 'SHA1' })
          return totp.generate({ timestamp: step * 30_000 })
        },
        async setUp(page) {
          await expect(page).toHaveURL(/\/admin\/totrin$/)
          operator.secret = (await page.getByTestId('totp-secret').textContent())?.trim()
          await page.getByLabel('Adgangskode', { exact: true }).fill(OPERATOR_PASSWORD)
          await page.getByLabel('Kode fra appen').fill(await operator.code())
          await page.getByRole('button', { name: 'Slå totrinsbekræftelse til' }).click()
          const codes = page.getByRole('list', { name: 'Gendannelseskoder' }).getByRole('listitem')
          await expect(codes).toHaveCount(10)
          operator.recoveryCodes = (await codes.allTextContents()).map((code) => code.trim())
          await page.getByRole('link', { name: 'Fortsæt til driftsområdet' }).click()
          await expect(page.getByRole('heading', { name: 'Overblik', level: 1 })).toBeVisible()
        },
        async signIn(page) {
          await loginTo(page, email, OPERATOR_PASSWORD)
          if (!operator.secret) {
            await operator.setUp(page)
            return
          }
          await expect(page).toHaveURL(/\/admin\/bekraeft/)
          await page.getByLabel('Adgangskode', { exact: true }).fill(OPERATOR_PASSWORD)
          await page.getByLabel('Kode', { exact: true }).fill(await operator.code())
          await page.getByRole('button', { name: 'Bekræft' }).click()
          await expect(page.getByRole('heading', { name: 'Overblik', level: 1 })).toBeVisible()
        },
      }
      await use(operator)
      await product.stop()
      rmSync(path.dirname(product.dataDir), { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  operator: async ({ operatorProduct }, use) => use(operatorProduct),
  baseURL: async ({ operatorProduct }, use) => use(operatorProduct.product.webUrl),
})
