import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite'

type Parser = (value: string, type: number) => unknown

/** Distinct query texts kept prepared; any beyond take PGlite's own path (lists of varying length). */
const MAX_STATEMENTS = 2_000
/** SQLSTATE of 'cached plan must not change result type'. */
const FEATURE_NOT_SUPPORTED = '0A000'

/**
 * PGlite's `query()` parses, plans and describes every statement anew, in six calls into
 * Postgres (parse, describe, bind, describe, execute, sync). This one prepares each distinct text
 * once as a named statement and then sends bind, describe, execute and sync in a single call:
 * a session lookup costs a sixth of the CPU (issue 13). Postgres itself replans a prepared
 * statement whose tables changed. Queries inside a transaction keep PGlite's own path (its
 * transaction object calls PGlite's internals, not this method).
 */
export function preparedStatements(client: PGlite): void {
  const plain = client.query.bind(client)
  const statements = new Map<string, { name: string; paramTypes: number[] }>()
  let made = 0

  const run = async (message: Uint8Array, options?: QueryOptions) =>
    (await client.execProtocol(message, { onNotice: options?.onNotice })).messages

  const prepare = async (text: string, options?: QueryOptions) => {
    made += 1
    const name = `sjak_${made}`
    const described = await run(
      join([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      options,
    )
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) }
    statements.set(text, statement)
    return statement
  }

  const forget = async (text: string) => {
    const statement = statements.get(text)
    if (!statement) return
    statements.delete(text)
    await client.execProtocol(
      join([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
      { throwOnError: false },
    )
  }

  const execute = async <T>(text: string, params: unknown[], options?: QueryOptions) => {
    const statement = statements.get(text) ?? (await prepare(text, options))
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = statement.paramTypes[i]!
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    const messages = await run(
      join([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      options,
    )
    return results<T>(messages, (type) => options?.parsers?.[type] ?? client.parsers[type], options?.rowMode)
  }

  client.query = async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (client.closed || options?.blob || (!statements.has(text) && statements.size >= MAX_STATEMENTS))
      return plain<T>(text, params, options)
    // The locks PGlite's own query() takes: nothing runs between this query's messages.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await execute<T>(text, params, options)
        } catch (error) {
          await forget(text)
          // A table whose columns changed since the statement was prepared: prepare it again, once.
          if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw reported(error)
          try {
            return await execute<T>(text, params, options)
          } catch (again) {
            await forget(text)
            throw reported(again)
          }
        }
      }),
    )
    /** The error as PGlite's own query() reports it. */
    function reported(error: unknown) {
      return Object.assign(error as Error, { query: text, params, queryOptions: options })
    }
  } as PGlite['query']
}

/**
 * The query's answer as PGlite's `parse.parseResults` gives it (for one statement), without the
 * copy of every type's parser (hundreds, with the array types) that it makes for each query
 * when the caller passes parsers of its own, as Drizzle always does.
 */
function results<T>(
  answer: messages.BackendMessage[],
  parserOf: (type: number) => Parser | undefined,
  rowMode: QueryOptions['rowMode'],
): Results<T> {
  let fields: { name: string; dataTypeID: number }[] = []
  let parsers: (Parser | undefined)[] = []
  const rows: unknown[] = []
  for (const message of answer) {
    if (message.name === 'rowDescription') {
      const { fields: described } = message as messages.RowDescriptionMessage
      fields = described.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }))
      parsers = fields.map((field) => parserOf(field.dataTypeID))
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields.map((value, i) =>
        value === null ? null : parsers[i] ? parsers[i](value, fields[i]!.dataTypeID) : value,
      )
      rows.push(
        rowMode === 'array' ? values : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])),
      )
    } else if (message.name === 'commandComplete') {
      const words = (message as messages.CommandCompleteMessage).text.split(' ')
      const command = words[0]!
      const count = Number.parseInt(words.at(-1)!, 10)
      const writes = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)
      return {
        rows: rows as T[],
        fields,
        command,
        affectedRows: writes ? count : 0,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results<T>
    }
  }
  return { affectedRows: 0, rows: [], fields: [] }
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
