import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { staticGraph } from '#tests/web/static-graph.ts'
import publicTexts from './da/public.ts'
import translation from './da/translation.ts'

const appDir = path.resolve(import.meta.dirname, '..')
const SECTIONS = new Set(Object.keys(translation))
const PUBLIC = new Set(Object.keys(publicTexts))

/** The sections of translation.ts a file names: `t('auth.…')`, `translation.auth`, `keyPrefix: 'errors'`. */
function sectionsUsed(source: string): string[] {
  const names = [
    ...source.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g),
    ...source.matchAll(/translation\.([a-zA-Z]+)/g),
    ...source.matchAll(/keyPrefix: '([a-zA-Z]+)'/g),
  ].map((match) => match[1]!)
  return names.filter((name) => SECTIONS.has(name))
}

/**
 * The root and every page outside /app and /admin that does not add all texts itself: the browser
 * has only public.ts there (texts.ts), so their pages must need nothing else.
 */
const routesWithPublicTexts = [
  path.join(appDir, 'root.tsx'),
  ...readdirSync(path.join(appDir, 'routes'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/^(app|admin)\//.test(file) && !file.endsWith('.test.tsx'))
    .map((file) => path.join(appDir, 'routes', file))
    .filter((file) => {
      const source = readFileSync(file, 'utf8')
      // A route without a component (an action or a download) draws nothing in the browser.
      return source.includes('export default') && !source.includes('addTexts(translation)')
    }),
]

describe('the texts of the pages anyone sees', () => {
  it('finds the sign-in pages among the routes with public texts only', () => {
    expect(routesWithPublicTexts.map((file) => path.relative(appDir, file))).toContain(
      'routes/experiences/login.tsx',
    )
  })

  it.each(routesWithPublicTexts.map((file) => [path.relative(appDir, file), file]))(
    '%s and what it imports use only public.ts',
    (_name, route) => {
      const outside: string[] = []
      for (const file of staticGraph(route)) {
        const name = path.relative(appDir, file)
        if (name.startsWith('locales/') || name.startsWith('../')) continue
        const source = readFileSync(file, 'utf8')
        if (/from '[^']*locales\/da\/translation\.ts'/.test(source))
          outside.push(`${name} imports translation.ts`)
        for (const section of sectionsUsed(source)) {
          if (!PUBLIC.has(section)) outside.push(`${name} uses ${section}`)
        }
      }
      expect(outside).toEqual([])
    },
  )

  /**
   * Each page loads the parts of public.ts it shows (da/public/*.ts through `textsOf`), not all of it:
   * login needs about a third (decision 044, second round). public.ts only puts the parts together,
   * for i18next (translation.ts).
   */
  it.each(
    [path.join(appDir, 'entry.client.tsx'), ...routesWithPublicTexts].map((file) => [
      path.relative(appDir, file),
      file,
    ]),
  )('%s and what it imports load the parts of public.ts, not all of it', (_name, route) => {
    const whole = staticGraph(route).filter((file) => {
      const source = readFileSync(file, 'utf8')
      return /from '[^']*locales\/da\/public\.ts'/.test(source)
    })
    expect(whole.map((file) => path.relative(appDir, file))).toEqual([])
  })

  /**
   * Their texts come from public.ts through a plain lookup (public-text.ts), and their forms check
   * with zod/mini: i18next and classic zod stay off their first load (decision 044). The browser
   * starts i18next only where a layout adds all texts (texts.ts).
   */
  it.each(
    [path.join(appDir, 'entry.client.tsx'), ...routesWithPublicTexts].map((file) => [
      path.relative(appDir, file),
      file,
    ]),
  )('%s and what it imports load neither i18next nor classic zod', (_name, route) => {
    const packages: string[] = []
    staticGraph(route, packages)
    const heavy = packages.filter((name) =>
      /^(i18next|react-i18next|zod|zod\/v4|@conform-to\/zod\/v4) /.test(name),
    )
    expect(heavy).toEqual([])
  })

  /**
   * They draw their icons from basic-icons.tsx: the rest of the set (icons.tsx, ≈ 1 KB gzip) stays
   * off their first load, which the every-page chunk (vite.config.ts) would otherwise carry.
   */
  it.each(
    [path.join(appDir, 'entry.client.tsx'), ...routesWithPublicTexts].map((file) => [
      path.relative(appDir, file),
      file,
    ]),
  )('%s and what it imports take no icon from icons.tsx', (_name, route) => {
    const icons = path.join(appDir, 'components', 'icons.tsx')
    expect(staticGraph(route).filter((file) => file === icons)).toEqual([])
  })
})
