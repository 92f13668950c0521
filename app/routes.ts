import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),

  route('experiences', 'routes/experiences/layout.tsx', [
    index('routes/experiences/index.tsx'),
    route('login', 'routes/experiences/login.tsx'),
    route('register', 'routes/experiences/register.tsx'),
    route('forgot-password', 'routes/experiences/forgot-password.tsx'),
    route('accept-invitation', 'routes/experiences/accept-invitation.tsx'),
    route('create-new-company/:step', 'routes/experiences/create-company.tsx'),
  ]),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-account', 'routes/verify-account.tsx'),
  route('logout', 'routes/logout.tsx'),

  // The Finder's results as JSON, outside the /app layout: its guard would ask the API who is signed
  // in before each search, and the search itself answers a signed-out caller with the same 401.
  route('app/search.json', 'routes/app/search/results.tsx'),
  route('app', 'routes/app/layout.tsx', { id: 'app' }, [
    index('routes/app/index.tsx'),
    route('dashboard', 'routes/app/dashboard.tsx'),
    route('timesheet', 'routes/app/timesheet/index.tsx'),
    route('timesheet/entry', 'routes/app/timesheet/entry.tsx'),
    route('timesheet/valg', 'routes/app/timesheet/choices.tsx'),
    route('account', 'routes/app/account.tsx'),
    route('notifications', 'routes/app/notifications.tsx'),
    route('enps', 'routes/app/enps.tsx'),
    route('terms', 'routes/app/terms.tsx'),
    route('help', 'routes/app/help.tsx'),
    route('search', 'routes/app/search/index.tsx'),
    // Role guards (SPEC.md §2 side menu): anyone else gets the 403 page, on pages not built yet too.
    layout('routes/app/planner-only.tsx', [
      route('resources', 'routes/app/resources/index.tsx'),
      route('resources/:resourceId', 'routes/app/resources/colleague.tsx'),
      route('projects', 'routes/app/projects/index.tsx'),
      route('projects/categories', 'routes/app/projects/categories.tsx'),
      route('projects/:projectId', 'routes/app/projects/project.tsx', [
        // Action routes of a project's parts: POST only; a refused form renders the project page.
        route('tasks', 'routes/app/projects/actions/tasks.ts'),
        route('intervals', 'routes/app/projects/actions/intervals.ts'),
        route('milestones', 'routes/app/projects/actions/milestones.ts'),
        route('partners', 'routes/app/projects/actions/partners.ts'),
      ]),
      route('planning', 'routes/app/planning/index.tsx'),
      // The board's drag and keyboard changes: POST only, answers JSON to the board's script.
      route('planning/intervals/:intervalId/schedule', 'routes/app/planning/actions/schedule.ts'),
      route('tasks', 'routes/app/tasks/index.tsx'),
      route('partners', 'routes/app/partners/index.tsx'),
      route('timesheets', 'routes/app/timesheets/index.tsx'),
      route('timesheets/eksport.csv', 'routes/app/timesheets/export.tsx', { id: 'timesheets/export-csv' }),
      route('timesheets/eksport.xlsx', 'routes/app/timesheets/export.tsx', { id: 'timesheets/export-xlsx' }),
    ]),
    layout('routes/app/administrator-only.tsx', [route('settings', 'routes/app/settings/index.tsx')]),
    // Any other /app address, however deep (/app/projects/7/x): the Danish 404 inside the shell.
    route('*', 'routes/app/not-found.tsx', { id: 'app/not-found' }),
  ]),
  // The operator area (issue 14): to anyone but a confirmed operator the same 404 as any unknown address.
  route('admin', 'routes/admin/layout.tsx', { id: 'admin' }, [
    index('routes/admin/index.tsx'),
    route('bekraeft', 'routes/admin/confirm.tsx'),
    route('totrin', 'routes/admin/second-factor.tsx'),
    route('virksomheder', 'routes/admin/companies.tsx'),
    route('virksomheder/:companyId', 'routes/admin/company.tsx'),
    route('virksomheder/:companyId/eksport.zip', 'routes/admin/export.ts'),
    route('brugere', 'routes/admin/users.tsx'),
    route('log', 'routes/admin/audit.tsx'),
    route('jobs', 'routes/admin/jobs.tsx'),
    route('drift', 'routes/admin/health.tsx'),
  ]),
  route('log-ind-som/afslut', 'routes/end-impersonation.ts'),
  route('photos/:file', 'routes/photos.tsx'),
  route('vilkaar', 'routes/terms-of-service.tsx'),
  route('privatliv', 'routes/privacy.tsx'),

  // Every other URL (favicon.ico included) is a Danish 404 instead of a 500.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
