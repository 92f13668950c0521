import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '#domain/errors.ts'
import { errorFields } from '#lib/log.ts'
import { rateLimit } from './auth/rate-limit.ts'
import { loadSession } from './auth/session.ts'
import type { AppEnv, Deps } from './context.ts'
import { isForeignKeyViolation } from './db/errors.ts'
import { bodyLimits } from './http/body-limit.ts'
import { HttpError } from './http/errors.ts'
import { clientIp, originCheck } from './http/request.ts'
import { accountRoutes } from './routes/accounts.ts'
import { adminRoutes, impersonationRoutes } from './routes/admin.ts'
import { authRoutes } from './routes/auth.ts'
import { availabilityRoutes } from './routes/availability.ts'
import { accountCategoryRoutes, projectCategoryRoutes } from './routes/categories.ts'
import { companyRoutes, ownCompanyRoutes } from './routes/companies.ts'
import { dashboardRoutes } from './routes/dashboard.ts'
import { intervalRoutes, resourceRoutes } from './routes/intervals.ts'
import { invitationRoutes } from './routes/invitations.ts'
import { milestoneRoutes } from './routes/milestones.ts'
import { notificationRoutes } from './routes/notifications.ts'
import { partnerRoutes } from './routes/partners.ts'
import { photoRoutes } from './routes/photos.ts'
import { planningRoutes } from './routes/planning.ts'
import { projectRoutes } from './routes/projects.ts'
import { ratingRoutes } from './routes/ratings.ts'
import { searchRoutes } from './routes/search.ts'
import { taskRoutes } from './routes/tasks.ts'
import { timesheetWeekRoutes } from './routes/timesheet-week.ts'
import { timesheetRoutes } from './routes/timesheets.ts'
import { shellRoutes, userRoutes } from './routes/user.ts'

const SIGN_IN_PATHS = [
  '/login',
  '/create-account',
  '/verify-account',
  '/verify-account-resend',
  '/reset-password-request',
  '/reset-password',
  '/accept-invitation',
]

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.use(async (c, next) => {
    const started = performance.now()
    c.set('deps', deps)
    c.set('clientIp', clientIp(c))
    await next()
    deps.log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginResourcePolicy: 'same-site',
      xFrameOptions: 'DENY',
    }),
  )
  app.use(originCheck)
  app.use(bodyLimits)
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  for (const path of SIGN_IN_PATHS) {
    app.use(
      path,
      rateLimit('sign-in', (v) => v.deps.config.security.signInPostsPerMinute),
    )
  }
  app.use(loadSession)

  app.route('/', authRoutes)
  app.route('/api/v1/user', userRoutes)
  app.route('/api/v1/shell', shellRoutes)
  app.route('/api/v1/dashboard', dashboardRoutes)
  app.route('/api/v1/admin', adminRoutes)
  app.route('/api/v1/impersonation', impersonationRoutes)
  app.route('/api/v1/companies', companyRoutes)
  app.route('/api/v1/invitations', invitationRoutes)
  app.route('/api/v1/company', ownCompanyRoutes)
  app.route('/api/v1/accounts', accountRoutes)
  app.route('/api/v1/account_availabilities', availabilityRoutes)
  app.route('/api/v1', notificationRoutes)
  app.route('/api/v1/ratings', ratingRoutes)
  app.route('/api/v1/search', searchRoutes)
  app.route('/api/v1/categories', projectCategoryRoutes)
  app.route('/api/v1/account_categories', accountCategoryRoutes)
  app.route('/api/v1/photos', photoRoutes)
  app.route('/api/v1/projects', projectRoutes)
  app.route('/api/v1/tasks', taskRoutes)
  app.route('/api/v1/milestones', milestoneRoutes)
  app.route('/api/v1/partners', partnerRoutes)
  app.route('/api/v1/intervals', intervalRoutes)
  app.route('/api/v1/resources', resourceRoutes)
  app.route('/api/v1/planning', planningRoutes)
  // Before the entries' routes, whose PUT /:id would take `week` for an id.
  app.route('/api/v1/timesheets', timesheetWeekRoutes)
  app.route('/api/v1/timesheets', timesheetRoutes)

  app.notFound((c) => c.json({ error: 'not_found' } satisfies ApiErrorBody, 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { ...error.extra, error: error.code }
      if (error.fieldErrors) body.field_errors = error.fieldErrors
      return c.json(body, error.status, error.headers)
    }
    if (isForeignKeyViolation(error)) {
      deps.log.warn('a named row went meanwhile', { method: c.req.method, path: c.req.path })
      return c.json({ error: 'not_found' } satisfies ApiErrorBody, 404)
    }
    deps.log.error('unhandled error', { method: c.req.method, path: c.req.path, ...errorFields(error) })
    return c.json({ error: 'server_error' } satisfies ApiErrorBody, 500 as ContentfulStatusCode)
  })
  return app
}

export type App = ReturnType<typeof createApp>
