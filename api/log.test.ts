import { spawnSync } from 'node:child_process'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonLogger, queryName } from '#lib/log.ts'
import { createTestApi, PASSWORD, type TestApi } from '#tests/fixtures/api.ts'

/** The lines a real JSON logger writes, caught on their way to stdout/stderr. */
function capturedLogger() {
  const lines: string[] = []
  const logger = jsonLogger('api')
  const keep =
    (write: (message: string, fields?: Record<string, unknown>) => void) =>
    (message: string, fields?: Record<string, unknown>) => {
      const [out, err] = [process.stdout.write, process.stderr.write]
      const catchLine = (chunk: string | Uint8Array) => lines.push(String(chunk)) > 0
      process.stdout.write = catchLine as typeof process.stdout.write
      process.stderr.write = catchLine as typeof process.stderr.write
      try {
        write(message, fields)
      } finally {
        process.stdout.write = out
        process.stderr.write = err
      }
    }
  return {
    lines,
    log: { info: keep(logger.info), warn: keep(logger.warn), error: keep(logger.error) },
  }
}

const captured = capturedLogger()
let api: TestApi
beforeAll(async () => {
  api = await createTestApi({}, { log: captured.log })
})
afterAll(async () => {
  await api.close()
})

describe('log', () => {
  it('logs a failed query with its SQLSTATE and name, never its parameters', async () => {
    // A sign-up whose insert fails in the database: its parameters are the e-mail and the password hash.
    await api.db.execute(sql`
      create function refuse_account() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test' using errcode = 'P0001'; end $$`)
    await api.db.execute(
      sql`create trigger refuse_account before insert on accounts for each row execute function refuse_account()`,
    )
    const email = 'hemmelig.person@tomrer.dk'
    const res = await api.client().post('/create-account', {
      name: 'Hemmelig Person',
      email,
      password: PASSWORD,
      'password-confirm': PASSWORD,
    })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ error: 'server_error' })

    const text = captured.lines.join('')
    expect(text.endsWith('\n')).toBe(true)
    const entries = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    const failure = entries.find((entry) => entry.message === 'unhandled error')
    expect(failure).toMatchObject({
      level: 'error',
      service: 'api',
      path: '/create-account',
      error: 'query failed',
      code: 'P0001',
      query: 'insert accounts',
    })
    expect(failure.stack.length).toBeGreaterThan(0)
    for (const secret of [email, 'hemmelig', '$argon2', PASSWORD, 'Hemmelig Person']) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase())
    }
  })

  it('names a query by its verb and table', () => {
    expect(queryName('insert into "accounts" ("name") values ($1)')).toBe('insert accounts')
    expect(queryName('update "sessions" set "seen_at" = $1')).toBe('update sessions')
    expect(queryName('delete from "tasks" where "id" = $1')).toBe('delete tasks')
    expect(queryName('select "id", "name" from "projects" where "company_id" = $1')).toBe('select projects')
    expect(queryName('with x as (select 1) select * from x')).toBe('with')
  })

  it('writes console output, an uncaught error and its cause as one JSON object per line', () => {
    const script = `
      import { captureProcessOutput, jsonLogger } from './lib/log.ts'
      captureProcessOutput(jsonLogger('api'))
      console.log('plain', { n: 1 }, 'more\\ntext')
      console.error(new Error('first\\nsecond'))
      const failed = Object.assign(new Error('Failed query: insert\\nparams: secret@x.dk'), {
        query: 'insert into "accounts" values ($1)',
        params: ['secret@x.dk'],
        cause: Object.assign(new Error('duplicate key'), { code: '23505', detail: 'Key (email)=(secret@x.dk)' }),
      })
      setTimeout(() => { throw failed })
    `
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(child.status).toBe(1)
    const lines = `${child.stdout}${child.stderr}`.trimEnd().split('\n')
    const entries = lines.map((line) => JSON.parse(line))
    expect(entries).toMatchObject([
      { level: 'info', message: 'plain', n: 1, detail: 'more\ntext' },
      { level: 'error', message: 'console', error: 'Error: first\nsecond' },
      {
        level: 'error',
        message: 'uncaught exception',
        error: 'query failed',
        code: '23505',
        query: 'insert accounts',
      },
    ])
    expect(lines.join('\n')).not.toContain('secret@x.dk')
  })
})
