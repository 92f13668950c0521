import { statfs } from 'node:fs/promises'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { renderSVG } from 'uqr'
import { z } from 'zod'
import {
  type AdminAccountList,
  type AdminCompanyList,
  AUDIT_PAGE_SIZE,
  adminListSchema,
  auditQuerySchema,
  type CompanyDeletedJson,
  confirmSchema,
  deleteCompanySchema,
  type HealthJson,
  IMPERSONATION_MINUTES,
  JOB_NAMES,
  type OperatorJson,
  type OverviewJson,
  operatorActionSchema,
  type SecondFactorSetupJson,
} from '#domain/admin.ts'
import { sendVerification } from '../auth/account-tokens.ts'
import { audit } from '../auth/audit.ts'
import {
  claimRecoveryCode,
  claimTotpCode,
  confirmedUntil,
  confirmSession,
  enableSecondFactor,
  operatorAccount,
  pendingTotpSecret,
  replaceRecoveryCodes,
  requireOperator,
  secondFactorOf,
  totpFor,
} from '../auth/operator.ts'
import { rateLimit } from '../auth/rate-limit.ts'
import { endImpersonation, requireAccount, startImpersonation } from '../auth/session.ts'
import { companyExport } from '../company-export.ts'
import type { AppEnv, SessionAccount } from '../context.ts'
import {
  ADMIN_PAGE_SIZE,
  accountForOperator,
  auditEvents,
  auditPage,
  companyDetail,
  databaseReachable,
  deleteCompany,
  endAllSessions,
  jobRunsOf,
  liftLockout,
  listCompanies,
  migrationState,
  overview,
  searchAccounts,
  setCompanyDisabled,
  verifyAccountByHand,
} from '../db/admin.ts'
import { fieldError, HttpError, notFound } from '../http/errors.ts'
import { body, parse, query } from '../http/validate.ts'
import { INTERVAL_MS, runJob } from '../jobs/scheduler.ts'
import { testMail } from '../mail/templates.ts'
import { removePhotos } from '../photos.ts'
import { idParam, pagy } from './shared.ts'

/**
 * The operator area's API (issue 14). To anyone but an operator in their own session every route
 * is 404, as for an unknown address. The operator first sets up the second factor, then confirms
 * password and code (again every STEP_UP_MINUTES); until then the routes answer 403
 * second_factor_required / step_up_required, which /admin turns into its confirm pages.
 * Every action is audited: who (the operator), what (the event), which company, and why.
 */
export const adminRoutes = new Hono<AppEnv>()

// A password and a code are guessed no faster than a sign-in; others get the 404 before any limit.
const operatorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  operatorAccount(c)
  await next()
}
const signInLimit = rateLimit('sign-in', (v) => v.deps.config.security.signInPostsPerMinute)
adminRoutes.use('/confirm', operatorOnly, signInLimit)
adminRoutes.use('/second-factor', operatorOnly, signInLimit)

function operatorJson(c: Context<AppEnv>, account: SessionAccount, secondFactor: boolean): OperatorJson {
  const until = secondFactor ? confirmedUntil(c) : null
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    second_factor: secondFactor,
    confirmed_until: until?.toISOString() ?? null,
  }
}

adminRoutes.get('/me', async (c) => {
  const account = operatorAccount(c)
  const { totpEnabledAt } = await secondFactorOf(c.var.deps.db, account.id)
  return c.json(operatorJson(c, account, totpEnabledAt !== null))
})

/** The step-up: password and a code (authenticator or recovery code) confirm the session. */
adminRoutes.post('/confirm', async (c) => {
  const account = operatorAccount(c)
  const { db, hasher, now } = c.var.deps
  const state = await secondFactorOf(db, account.id)
  if (!state.totpEnabledAt || !state.totpSecret) throw new HttpError(403, 'second_factor_required')
  const input = await body(c, confirmSchema)
  if (!(await hasher.verify(state.passwordHash, input.password))) {
    await audit(c, db, 'operator_confirm_failed', { accountId: account.id }, { wrong: 'password' })
    throw fieldError('password', 'wrong_password')
  }
  const method = await db.transaction(async (tx) => {
    if (await claimTotpCode(tx, account.id, state.totpSecret!, input.code, now())) return 'totp'
    if (await claimRecoveryCode(tx, account.id, input.code, now())) return 'recovery_code'
    return null
  })
  if (!method) {
    await audit(c, db, 'operator_confirm_failed', { accountId: account.id }, { wrong: 'code' })
    throw fieldError('code', 'wrong_code')
  }
  await confirmSession(db, c.var.sessionTokenHash!, now())
  c.set('session', { ...c.var.session!, confirmedAt: now() })
  if (method === 'recovery_code') await audit(c, db, 'recovery_code_used', { accountId: account.id })
  await audit(c, db, 'operator_confirmed', { accountId: account.id }, { method })
  return c.json(operatorJson(c, account, true))
})

adminRoutes.get('/second-factor', async (c) => {
  const account = operatorAccount(c)
  const { db } = c.var.deps
  const { totpEnabledAt } = await secondFactorOf(db, account.id)
  if (totpEnabledAt) {
    return c.json({ enabled: true, secret: null, uri: null, qr_svg: null } satisfies SecondFactorSetupJson)
  }
  const secret = await pendingTotpSecret(db, account.id)
  const uri = totpFor(secret, account.email).toString()
  return c.json({
    enabled: false,
    secret,
    uri,
    qr_svg: renderSVG(uri, { border: 2 }),
  } satisfies SecondFactorSetupJson)
})

/** Sets up the second factor: password and a first code; answers the recovery codes, once. */
adminRoutes.post('/second-factor', async (c) => {
  const account = operatorAccount(c)
  const { db, hasher, now } = c.var.deps
  const state = await secondFactorOf(db, account.id)
  if (state.totpEnabledAt) throw new HttpError(409, 'second_factor_enabled')
  const input = await body(c, confirmSchema)
  if (!(await hasher.verify(state.passwordHash, input.password))) {
    throw fieldError('password', 'wrong_password')
  }
  const codes = await db.transaction(async (tx) => {
    if (!state.totpSecret || !(await claimTotpCode(tx, account.id, state.totpSecret, input.code, now()))) {
      throw fieldError('code', 'wrong_code')
    }
    await enableSecondFactor(tx, account.id, now())
    await confirmSession(tx, c.var.sessionTokenHash!, now())
    await audit(c, tx, 'second_factor_enabled', { accountId: account.id })
    return replaceRecoveryCodes(tx, account.id)
  })
  return c.json({ recovery_codes: codes }, 201)
})

adminRoutes.get('/overview', async (c) => {
  await requireOperator(c)
  const { db, config, now } = c.var.deps
  const stats = await overview(db, now())
  const migrations = await migrationState(db)
  return c.json({
    companies: stats.companies,
    disabled_companies: stats.disabledCompanies,
    active_7_days: stats.active7,
    active_30_days: stats.active30,
    signups_per_week: stats.signups,
    entries_per_week: stats.entries,
    failing_jobs: stats.failingJobs,
    mail_transport: config.smtpUrl ? 'smtp' : 'file',
    database: config.databaseUrl ? 'postgres' : 'pglite',
    migration: migrations.latest,
  } satisfies OverviewJson)
})

adminRoutes.get('/companies', async (c) => {
  await requireOperator(c)
  const filter = query(c, adminListSchema)
  const { rows, count } = await listCompanies(c.var.deps.db, filter, c.var.deps.now())
  return c.json({ data: rows, pagy: pagy(filter.page, ADMIN_PAGE_SIZE, count) } satisfies AdminCompanyList)
})

async function companyOr404(c: Context<AppEnv>, id: number) {
  const company = await companyDetail(c.var.deps.db, id, c.var.deps.now())
  if (!company) throw notFound()
  return company
}

adminRoutes.get('/companies/:id', async (c) => {
  await requireOperator(c)
  const { id } = parse(idParam, c.req.param())
  return c.json(await companyOr404(c, id))
})

for (const [path, disable] of [
  ['/companies/:id/disable', true],
  ['/companies/:id/enable', false],
] as const) {
  adminRoutes.post(path, async (c) => {
    const operator = await requireOperator(c)
    const { id } = parse(idParam, c.req.param())
    const { reason } = await body(c, operatorActionSchema)
    const { db, now } = c.var.deps
    await db.transaction(async (tx) => {
      const company = await setCompanyDisabled(tx, id, disable ? now() : null)
      if (!company) throw notFound()
      await audit(
        c,
        tx,
        disable ? 'company_disabled' : 'company_enabled',
        {
          accountId: operator.id,
          companyId: id,
        },
        { reason },
      )
    })
    return c.json(await companyOr404(c, id))
  })
}

const exportQuery = z.object({ reason: operatorActionSchema.shape.reason })

adminRoutes.get('/companies/:id/export', async (c) => {
  const operator = await requireOperator(c)
  const { id } = parse(idParam, c.req.param())
  const { reason } = query(c, exportQuery)
  const company = await companyOr404(c, id)
  await audit(c, c.var.deps.db, 'company_exported', { accountId: operator.id, companyId: id }, { reason })
  const slug =
    company.name
      .toLowerCase()
      .replace(/[^a-z0-9æøå]+/g, '-')
      .replace(/^-|-$/g, '') || 'virksomhed'
  return new Response(companyExport(c.var.deps.db, id), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="sjak-${id}.zip"; filename*=UTF-8''${encodeURIComponent(`sjak-${slug}.zip`)}`,
      'Cache-Control': 'no-store',
    },
  })
})

/** Deletes the company and all of it in one transaction, after its name is typed again. */
adminRoutes.delete('/companies/:id', async (c) => {
  const operator = await requireOperator(c)
  const { id } = parse(idParam, c.req.param())
  const input = await body(c, deleteCompanySchema)
  const company = await companyOr404(c, id)
  if (input.name.trim().toLowerCase() !== company.name.trim().toLowerCase()) {
    throw fieldError('name', 'name_mismatch')
  }
  const { db, config } = c.var.deps
  const { removed, photos } = await db.transaction(async (tx) => {
    const result = await deleteCompany(tx, id)
    // Not tied to the company: its own rows go with it, this one stays to tell what happened.
    await audit(
      c,
      tx,
      'company_deleted',
      { accountId: operator.id },
      {
        reason: input.reason,
        company_id: id,
        company_name: company.name,
        removed: result.removed,
      },
    )
    return result
  })
  await removePhotos(config.dataDir, ...photos)
  return c.json({ name: company.name, removed } satisfies CompanyDeletedJson)
})

adminRoutes.get('/accounts', async (c) => {
  await requireOperator(c)
  const filter = query(c, adminListSchema)
  const { data, count } = await searchAccounts(c.var.deps.db, filter, c.var.deps.now())
  return c.json({ data, pagy: pagy(filter.page, ADMIN_PAGE_SIZE, count) } satisfies AdminAccountList)
})

type AccountAction = 'verify' | 'unlock' | 'resend-verification' | 'end-sessions'

const ACCOUNT_EVENTS = {
  verify: 'account_verified_by_operator',
  unlock: 'lockout_lifted',
  'resend-verification': 'verification_resent_by_operator',
  'end-sessions': 'sessions_ended',
} as const

for (const action of Object.keys(ACCOUNT_EVENTS) as AccountAction[]) {
  adminRoutes.post(`/accounts/:id/${action}`, async (c) => {
    const operator = await requireOperator(c)
    const { id } = parse(idParam, c.req.param())
    const { reason } = await body(c, operatorActionSchema)
    const deps = c.var.deps
    const found = await accountForOperator(deps.db, id)
    if (!found) throw notFound()
    const { account } = found
    const details: Record<string, unknown> = { reason, target_account_id: id }
    await deps.db.transaction(async (tx) => {
      if (action === 'verify') await verifyAccountByHand(tx, id, deps.now())
      if (action === 'unlock') details.locked_addresses = await liftLockout(tx, id)
      if (action === 'end-sessions') details.sessions = await endAllSessions(tx, id)
      await audit(
        c,
        tx,
        ACCOUNT_EVENTS[action],
        { accountId: operator.id, companyId: account.companyId },
        details,
      )
    })
    if (action === 'resend-verification') await sendVerification(deps, account)
    return c.json({ done: action, ...details })
  })
}

/** 'Log ind som': the operator's browser becomes the user's for IMPERSONATION_MINUTES. */
adminRoutes.post('/accounts/:id/impersonate', async (c) => {
  const operator = await requireOperator(c)
  const { id } = parse(idParam, c.req.param())
  const { reason } = await body(c, operatorActionSchema)
  const { db } = c.var.deps
  const found = await accountForOperator(db, id)
  if (!found) throw notFound()
  const { account } = found
  if (account.operator) throw new HttpError(422, 'operator_not_impersonable')
  if (account.companyId === null) throw new HttpError(422, 'no_company')
  if (found.companyDisabledAt) throw new HttpError(422, 'company_disabled')
  const endsAt = await db.transaction(async (tx) => {
    const ends = await startImpersonation(c, tx, id, reason, IMPERSONATION_MINUTES)
    await audit(
      c,
      tx,
      'impersonation_started',
      { accountId: operator.id, companyId: account.companyId },
      {
        reason,
        target_account_id: id,
        ends_at: ends.toISOString(),
      },
    )
    return ends
  })
  return c.json({ ends_at: endsAt.toISOString() }, 201)
})

adminRoutes.get('/audit', async (c) => {
  await requireOperator(c)
  const filter = query(c, auditQuerySchema)
  const { data, count } = await auditPage(c.var.deps.db, filter)
  return c.json({
    data,
    pagy: pagy(filter.page, AUDIT_PAGE_SIZE, count),
    events: await auditEvents(c.var.deps.db),
  })
})

adminRoutes.get('/jobs', async (c) => {
  await requireOperator(c)
  return c.json(await jobRunsOf(c.var.deps.db, JOB_NAMES, INTERVAL_MS))
})

adminRoutes.post('/jobs/:name/run', async (c) => {
  const operator = await requireOperator(c)
  const name = JOB_NAMES.find((job) => job === c.req.param('name'))
  if (!name) throw notFound()
  const { reason } = await body(c, operatorActionSchema)
  const result = await runJob(c.var.deps, name)
  await audit(c, c.var.deps.db, 'job_run', { accountId: operator.id }, { reason, job: name, ...result })
  return c.json(result)
})

adminRoutes.get('/health', async (c) => {
  await requireOperator(c)
  const { db, config } = c.var.deps
  const started = performance.now()
  const reachable = await databaseReachable(db)
  const ms = Math.round(performance.now() - started)
  const disk = await statfs(config.dataDir).then(
    (stats) => ({
      path: config.dataDir,
      free_bytes: stats.bavail * stats.bsize,
      total_bytes: stats.blocks * stats.bsize,
    }),
    () => null,
  )
  return c.json({
    database: { reachable, kind: config.databaseUrl ? 'postgres' : 'pglite', ms },
    migrations: reachable ? await migrationState(db) : { applied: 0, total: 0, latest: null },
    mail_transport: config.smtpUrl ? 'smtp' : 'file',
    disk,
  } satisfies HealthJson)
})

adminRoutes.post('/health/test-mail', async (c) => {
  const operator = await requireOperator(c)
  const { reason } = await body(c, operatorActionSchema)
  const deps = c.var.deps
  try {
    await deps.mailer.send(testMail(operator.email, operator.name, `${deps.config.appUrl}/admin/drift`))
  } catch (error) {
    deps.log.error('test mail failed', { error: String(error) })
    throw new HttpError(502, 'mail_failed')
  }
  await audit(c, deps.db, 'test_mail_sent', { accountId: operator.id }, { reason, to: operator.email })
  return c.json({ sent_to: operator.email })
})

/** 'Afslut': ends the operator's 'log ind som'; 404 for a session that is not one. */
export const impersonationRoutes = new Hono<AppEnv>()

impersonationRoutes.post('/end', async (c) => {
  requireAccount(c)
  if (!c.var.session?.impersonator) throw notFound()
  const restored = await endImpersonation(c, 'operator')
  return c.json({ restored })
})
