import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preparedStatements } from './pglite-statements.ts'

let client: PGlite
beforeAll(async () => {
  client = await PGlite.create()
  preparedStatements(client)
  await client.exec(`create table things (id serial primary key, name text, at timestamptz, data jsonb)`)
})
afterAll(() => client.close())

const prepared = async () =>
  (
    await client.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements',
    )
  ).rows

describe('PGlite queries as prepared statements', () => {
  it('prepares each text once and answers as PGlite does, types and nulls alike', async () => {
    const at = new Date('2026-11-24T12:00:00Z')
    const insert = 'insert into things (name, at, data) values ($1, $2, $3) returning id, name, at, data'
    const first = await client.query(insert, ['Mur', at, { hours: 7.5 }])
    const second = await client.query(insert, [null, null, null])
    expect(first.rows).toEqual([{ id: 1, name: 'Mur', at, data: { hours: 7.5 } }])
    expect(second.rows).toEqual([{ id: 2, name: null, at: null, data: null }])
    expect(first.fields.map((field) => field.name)).toEqual(['id', 'name', 'at', 'data'])
    expect((await prepared()).filter((row) => row.statement === insert)).toHaveLength(1)

    const arrays = await client.query('select id from things where id = any($1) order by id', [[1, 2]], {
      rowMode: 'array',
    })
    expect(arrays.rows).toEqual([[1], [2]])
    // The caller's parsers before PGlite's, as Drizzle passes them (timestamps as text).
    const own = await client.query('select at, data from things where id = $1', [1], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    })
    expect(own.rows).toEqual([['2026-11-24 12:00:00+00', { hours: 7.5 }]])
    const update = await client.query('update things set name = $1 where id = any($2)', ['Tag', [1, 2]])
    expect(update).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2, rows: [] })
    expect(arrays).toMatchObject({ command: 'SELECT', affectedRows: 0, rowCount: 2 })
  })

  it('reports a failed query with its text and code, and the statement works again after it', async () => {
    const text = 'select 1 / $1::int as n'
    const error = await client.query(text, [0]).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: '22012', query: text, params: [0] })
    expect((await client.query(text, [1])).rows).toEqual([{ n: 1 }])
  })

  it('prepares again a statement whose table changed', async () => {
    const text = 'select * from things where id = $1'
    await client.query(text, [1])
    await client.exec('alter table things add column note text')
    expect((await client.query(text, [1])).rows).toEqual([expect.objectContaining({ id: 1, note: null })])
  })

  it('waits for a transaction instead of running inside it', async () => {
    let outside: Promise<{ rows: unknown[] }> | undefined
    await client.transaction(async (tx) => {
      await tx.query(`insert into things (name) values ('in transaction')`)
      outside = client.query(`select count(*)::int as n from things where name = 'in transaction'`)
      // The query outside has had every chance to run before the rollback.
      await new Promise((resolve) => setTimeout(resolve, 20))
      await tx.rollback()
    })
    expect((await outside!).rows).toEqual([{ n: 0 }])
  })
})
