import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '#api/db/client.ts'
import { migrate } from '#api/db/migrate.ts'
import { accounts, auditLog } from '#api/db/schema/index.ts'
import { root } from './lib/build.ts'

/** `npm run operator -- add|remove <e-mail>` on an embedded database of its own. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sjak-operator-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function operatorCommand(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'scripts/operator.ts'), ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

async function inDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir })
  try {
    await migrate(database)
    return await work(database.db)
  } finally {
    await database.close()
  }
}

it('marks an existing account as operator and takes it back, audited; refuses an unknown e-mail', async () => {
  await inDatabase((db) =>
    db
      .insert(accounts)
      .values({ name: 'Olivia', email: 'olivia@drift.dk', passwordHash: 'x', role: 'administrator' }),
  )

  const added = await operatorCommand('add', 'Olivia@Drift.dk')
  expect(added.code, added.stderr).toBe(0)
  expect(added.stdout).toContain('olivia@drift.dk er nu operatør')
  expect(await inDatabase(async (db) => (await db.select().from(accounts))[0]!.operator)).toBe(true)

  const removed = await operatorCommand('remove', 'olivia@drift.dk')
  expect(removed.code, removed.stderr).toBe(0)
  const [row, events] = await inDatabase(async (db) => [
    (await db.select().from(accounts))[0]!,
    (await db.select().from(auditLog).where(eq(auditLog.userAgent, 'npm run operator'))).map((r) => r.event),
  ])
  expect(row).toMatchObject({ operator: false })
  expect(events).toEqual(['operator_granted', 'operator_revoked'])

  const unknown = await operatorCommand('add', 'ingen@drift.dk')
  expect(unknown.code).toBe(1)
  expect(unknown.stderr).toContain('Ingen konto med e-mailen ingen@drift.dk')
  expect((await operatorCommand('grant', 'olivia@drift.dk')).code).toBe(2)
})
