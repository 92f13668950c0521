import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { preparedStatements } from './pglite-statements.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/**
 * `url` set → PostgreSQL pool; otherwise PGlite in `dataDir/pglite`, or in memory when `dataDir` is omitted,
 * started from the data-dir tarball `loadDataDir` if given (the tests' migrated snapshot).
 */
export async function openDatabase(options: {
  url?: string
  /** PostgreSQL: the pool's connections (loadConfig's dbPoolSize). */
  poolSize?: number
  dataDir?: string
  loadDataDir?: Blob
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle connection ended by the server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (error) => {
      process.stderr.write(
        `${JSON.stringify({ level: 'warn', message: 'idle database connection lost', error: String(error) })}\n`,
      )
    })
    // pg hands back DATE columns as JS Dates in local time by default; keep them as ISO strings.
    pg.types.setTypeParser(1082, (value) => value)
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  let dir: string | undefined
  if (options.dataDir) {
    // PGlite creates only the last folder of its path.
    mkdirSync(options.dataDir, { recursive: true })
    dir = path.join(options.dataDir, 'pglite')
  }
  // The Finder's search (migrations: pg_trgm, unaccent) needs both contrib extensions in every instance.
  const client = await PGlite.create(dir, {
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  })
  preparedStatements(client)
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  }
}
