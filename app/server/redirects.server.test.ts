import { describe, expect, it } from 'vitest'
import { companyCreationPath, loginPath, pagePath, safeReturnTo } from './redirects.server.ts'

describe('safeReturnTo', () => {
  it.each(['/app/dashboard', '/app/projects/4/?tab=assignments', '/app/timesheet/?week=2026-W47#top'])(
    'keeps the same-site path %s',
    (path) => expect(safeReturnTo(path)).toBe(path),
  )

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'app/dashboard',
    '/app\n/x',
    '',
    undefined,
    null,
    42,
  ])('drops %s', (value) => expect(safeReturnTo(value)).toBeUndefined())
})

describe('pagePath', () => {
  it.each([
    ['http://localhost/app/dashboard.data?_routes=routes%2Fapp%2Fdashboard', '/app/dashboard'],
    ['http://localhost/app/timesheet/_.data?week=3', '/app/timesheet/?week=3'],
    ['http://localhost/_root.data', '/'],
    ['http://localhost/experiences/register?index', '/experiences/register'],
    ['http://localhost/app/projects/?q=1', '/app/projects/?q=1'],
  ])('turns %s into the page %s', (url, path) => expect(pagePath(new Request(url))).toBe(path))
})

describe('sign-in paths', () => {
  it('builds the login and company creation addresses of SPEC.md §8', () => {
    expect(loginPath({ error: 'login-to-continue', returnTo: '/app/dashboard' })).toBe(
      '/experiences/login?error=login-to-continue&returnTo=%2Fapp%2Fdashboard',
    )
    expect(loginPath({ returnTo: 'https://evil.example' })).toBe('/experiences/login')
    expect(companyCreationPath({ email: 'a@b.dk', error: 'no-company' })).toBe(
      '/experiences/create-new-company/company-creation/?email=a%40b.dk&error=no-company',
    )
  })
})
