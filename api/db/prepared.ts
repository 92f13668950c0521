import type { Db } from './client.ts'

/**
 * A query Drizzle builds once per database rather than on every call: building the SQL of a
 * select with joins costs more CPU than PGlite running it (issue 13). For the queries of every
 * page load (the session, the shell, the dashboard); `build` makes it with `sql.placeholder`s and
 * `.prepare(name)`, a name unique in the API (PostgreSQL's connections keep it as a statement).
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>()
  return (db) => {
    let query = built.get(db)
    if (!query) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
