import { availableParallelism } from 'node:os'
import path from 'node:path'

const DEV_SESSION_SECRET = 'sjak-dev-secret-change-me'

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got ${raw}`)
  return value
}

/** A setting that must be a whole number ≥ 1 (a count): NaN or 0 would fail later, far from its cause. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1, got ${raw}`)
  return value
}

export interface Config {
  production: boolean
  apiPort: number
  /** The address the API listens on (API_HOST): loopback unless it runs on a host of its own. */
  apiHost: string
  appUrl: string
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL connections per API process (DB_POOL_SIZE): each worker has its own pool. */
  dbPoolSize: number
  /** API processes sharing API_PORT (api/server.ts, node:cluster): always 1 on PGlite. */
  apiWorkers: number
  smtpUrl: string | undefined
  /** The sender of Sjak's mail (MAIL_FROM). */
  mailFrom: string
  sessionSecret: string
  supportEmail: string
  /** Extra origins allowed to send unsafe requests, besides APP_URL. */
  allowedOrigins: string[]
  /** TRUST_PROXY=true: the client's address is the last X-Forwarded-For hop (the web's or a proxy's). */
  trustProxy: boolean
  security: {
    sessionIdleDays: number
    sessionMaxDays: number
    resetKeyHours: number
    verifyKeyDays: number
    invitationDays: number
    lockoutAttempts: number
    lockoutMinutes: number
    signInPostsPerMinute: number
    argon2MemoryKib: number
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  const production = env.NODE_ENV === 'production'
  const sessionSecret = env.SESSION_SECRET ?? DEV_SESSION_SECRET
  if (production && sessionSecret === DEV_SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set in production')
  }
  return {
    production,
    apiPort: Number(env.API_PORT ?? 3001),
    apiHost: env.API_HOST || '127.0.0.1',
    appUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: count(env, 'DB_POOL_SIZE', 10),
    apiWorkers: apiWorkers(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Sjak <noreply@sjak.dk>',
    sessionSecret,
    supportEmail: env.SUPPORT_EMAIL ?? 'support@sjak.dk',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    security: {
      sessionIdleDays: int(env, 'SESSION_IDLE_DAYS', 7),
      sessionMaxDays: int(env, 'SESSION_MAX_DAYS', 30),
      resetKeyHours: int(env, 'RESET_KEY_HOURS', 2),
      verifyKeyDays: int(env, 'VERIFY_KEY_DAYS', 3),
      invitationDays: int(env, 'INVITATION_DAYS', 7),
      lockoutAttempts: int(env, 'LOCKOUT_ATTEMPTS', 20),
      lockoutMinutes: int(env, 'LOCKOUT_MINUTES', 60),
      signInPostsPerMinute: int(env, 'SIGN_IN_POSTS_PER_MINUTE', 10),
      argon2MemoryKib: int(env, 'ARGON2_MEMORY_KIB', 19456),
    },
  }
}

/**
 * On PostgreSQL API_WORKERS, by default one fewer than the machine's cores, at least 1 and at most 4:
 * each API process is one JavaScript thread, and the web and PostgreSQL on the same host need a core
 * (on 2 cores a second worker slowed the database-bound requests; docs/decisions/047-api-workers).
 * On PGlite 1: one process owns its data directory.
 */
function apiWorkers(env: NodeJS.ProcessEnv): number {
  if (!env.DATABASE_URL) return 1
  return count(env, 'API_WORKERS', Math.max(1, Math.min(availableParallelism() - 1, 4)))
}
