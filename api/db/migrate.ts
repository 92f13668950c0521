import path from 'node:path'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client.ts'

export const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations')

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the two drivers' database types differ only in their result type
    await migrateNodePg(database.db as any, { migrationsFolder })
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await migratePglite(database.db as any, { migrationsFolder })
  }
}
