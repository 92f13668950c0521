import { index, type RouteConfig, route } from '@react-router/dev/routes'

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

  route('app', 'routes/app/layout.tsx', { id: 'app' }, [
    index('routes/app/index.tsx'),
    route('dashboard', 'routes/app/dashboard.tsx'),
  ]),

  // Every other URL (favicon.ico included) is a Danish 404 instead of a 500.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
