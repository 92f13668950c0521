import { format } from 'node:util'

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** One JSON object per line on stdout/stderr; `context` goes on every line (e.g. which API worker). */
export function jsonLogger(service: string, silent = false, context?: Record<string, unknown>): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (silent) return
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level,
      service,
      ...context,
      message,
      ...fields,
    })
    if (level === 'error') process.stderr.write(`${line}\n`)
    else process.stdout.write(`${line}\n`)
  }
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}

interface ErrorLike {
  name?: string
  message?: string
  stack?: string
  code?: unknown
  constraint?: unknown
  query?: unknown
  params?: unknown
  severity?: unknown
  cause?: unknown
}

const MAX_FRAMES = 12

/**
 * An error as log fields that carry no data. A failed query (Drizzle's error, or the driver's from
 * pg or PGlite, whose texts hold the SQL's parameters and the offending values) gives only its
 * SQLSTATE, constraint and a short name of the query. The stack keeps its frames, not its first
 * line, which repeats the message.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { error: String(error).slice(0, 200) }
  const chain: ErrorLike[] = []
  for (let e = error as ErrorLike | undefined; e && chain.length < 5; e = e.cause as ErrorLike | undefined) {
    chain.push(e)
  }
  const top = chain[0]!
  const stack = (top.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim())
  const query = chain.find(
    (e) => typeof e.query === 'string' || e.params !== undefined || e.severity !== undefined,
  )
  if (query) {
    const sql = chain.map((e) => e.query).find((q) => typeof q === 'string')
    const code = chain.map((e) => e.code).find((c) => typeof c === 'string')
    const constraint = chain.map((e) => e.constraint).find((c) => typeof c === 'string')
    return { error: 'query failed', code, constraint, query: sql ? queryName(sql) : undefined, stack }
  }
  return { error: `${top.name ?? 'Error'}: ${String(top.message ?? '').slice(0, 200)}`, stack }
}

/** `insert accounts`, `select projects`, …: which query failed, without its text. */
export function queryName(sql: string): string {
  const write = /^\s*(insert\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i.exec(sql)
  if (write) return `${write[1]!.split(/\s+/)[0]!.toLowerCase()} ${write[2]}`
  const read = /^\s*select\b[\s\S]*?\bfrom\s+"?([\w.]+)"?/i.exec(sql)
  if (read) return `select ${read[1]}`
  return (/^\s*(\w+)/.exec(sql)?.[1] ?? 'query').toLowerCase()
}

/**
 * For a service's main process: console output (libraries, React Router's error reports) and
 * uncaught errors go through `log`, so every line the process writes is one JSON object. An
 * uncaught error or unhandled rejection ends the process (exit 1) for the start script to restart.
 */
export function captureProcessOutput(log: Logger): void {
  const toLog =
    (write: Logger['info']) =>
    (...args: unknown[]) => {
      const message = typeof args[0] === 'string' ? (args.shift() as string) : 'console'
      const fields: Record<string, unknown> = {}
      const rest: unknown[] = []
      for (const arg of args) {
        if (arg instanceof Error) Object.assign(fields, errorFields(arg))
        else if (arg && typeof arg === 'object' && Object.getPrototypeOf(arg) === Object.prototype)
          Object.assign(fields, arg)
        else rest.push(arg)
      }
      if (rest.length > 0) fields.detail = format(...rest)
      write(message, fields)
    }
  console.log = console.info = console.debug = toLog(log.info)
  console.warn = toLog(log.warn)
  console.error = console.trace = toLog(log.error)
  process.on('uncaughtException', (error) => {
    log.error('uncaught exception', errorFields(error))
    process.exit(1)
  })
  process.on('unhandledRejection', (reason) => {
    log.error('unhandled rejection', errorFields(reason))
    process.exit(1)
  })
}
