export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** One JSON object per line on stdout/stderr. */
export function jsonLogger(service: string, silent = false): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (silent) return
    const line = JSON.stringify({ time: new Date().toISOString(), level, service, message, ...fields })
    if (level === 'error') process.stderr.write(`${line}\n`)
    else process.stdout.write(`${line}\n`)
  }
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}
