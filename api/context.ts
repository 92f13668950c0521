import type { Role } from '#domain/enums.ts'
import type { Logger } from '#lib/log.ts'
import type { PasswordHasher } from './auth/passwords.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { accounts, companies } from './db/schema/index.ts'
import type { CompanyId } from './db/tenancy.ts'
import type { Mailer } from './mail/mailer.ts'

type AccountRow = typeof accounts.$inferSelect
/** The account as every request holds it: without its password hash and second-factor secrets. */
type SessionAccountRow = Omit<AccountRow, 'passwordHash' | 'totpSecret' | 'totpLastStep'>
type CompanyRow = typeof companies.$inferSelect

/** What every handler needs; tests build their own. */
export interface Deps {
  db: Db
  config: Config
  log: Logger
  mailer: Mailer
  hasher: PasswordHasher
  now: () => Date
}

export interface SessionAccount {
  id: number
  companyId: number | null
  name: string
  email: string
  role: Role
  operator: boolean
}

/** The signed-in browser's session beyond its account: /admin's step-up and 'log ind som'. */
export interface SessionState {
  confirmedAt: Date | null
  expiresAt: Date
  /** The operator signed in as this account, while they help. */
  impersonator: { id: number; name: string } | null
}

export interface AppEnv {
  Variables: {
    deps: Deps
    /** The signed-in account, or undefined. */
    account: SessionAccount | undefined
    /** The signed-in account's and company's rows as the session lookup read them. */
    sessionRows: { account: SessionAccountRow; company: CompanyRow | null } | undefined
    session: SessionState | undefined
    sessionTokenHash: string | undefined
    clientIp: string
  }
}

/** The account of a route behind requireCompany. */
export interface CompanyAccount extends SessionAccount {
  companyId: CompanyId
}
