import type { RouteConfigEntry } from '@react-router/dev/routes'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from 'react-router'
import * as root from '#app/root.tsx'
import routes from '#app/routes.ts'
import { getInstance } from '#app/server/i18n.server.ts'

/**
 * The web app as a fetch handler, built from app/routes.ts and the real route modules: middleware,
 * loaders, actions and components run as on the server, and the answer is the server-rendered
 * HTML a browser without JavaScript would get (without the document <head>), or a redirect.
 * A route module is imported when a request first matches its route, so a test file pays only for
 * the pages it visits, not for the whole app.
 */

type RouteModule = Record<string, unknown> & {
  default?: Parameters<typeof withComponentProps>[0]
  ErrorBoundary?: Parameters<typeof withErrorBoundaryProps>[0]
}

const importers = import.meta.glob<RouteModule>([
  '../../app/routes/**/*.tsx',
  '../../app/routes/**/actions/*.ts',
  '!**/*.test.tsx',
])
const loaded = new Map<string, RouteModule>()

async function load(file: string): Promise<void> {
  if (loaded.has(file)) return
  const importer = importers[`../../app/${file}`]
  if (!importer) throw new Error(`No route module app/${file}`)
  loaded.set(file, await importer())
}

/** Route id → module file, for the routes a request matches. */
const files = new Map<string, string>()

/** The route tree with each route's module if loaded; a route not loaded yet has only its path. */
function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const module = loaded.get(entry.file) ?? {}
  const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
  files.set(id, entry.file)
  const common = {
    id,
    caseSensitive: entry.caseSensitive,
    loader: module.loader as RouteObject['loader'],
    action: module.action as RouteObject['action'],
    middleware: module.middleware as RouteObject['middleware'],
    Component: module.default ? withComponentProps(module.default) : undefined,
    ErrorBoundary: module.ErrorBoundary ? withErrorBoundaryProps(module.ErrorBoundary) : undefined,
  }
  if (entry.index) return { ...common, index: true }
  return { ...common, path: entry.path, children: entry.children?.map(toRouteObject) }
}

function createHandler() {
  return createStaticHandler([
    {
      id: 'root',
      path: '',
      middleware: root.middleware as RouteObject['middleware'],
      Component: withComponentProps(root.default),
      ErrorBoundary: withErrorBoundaryProps(root.ErrorBoundary),
      children: routes.map(toRouteObject),
    },
  ])
}

let handler = createHandler()
let handlerModules = loaded.size

/** The handler, rebuilt first if `request` matches a route whose module was not loaded yet. */
async function handlerFor(request: Request) {
  const matched = (matchRoutes(handler.dataRoutes, new URL(request.url).pathname) ?? []).flatMap(
    (match) => files.get(match.route.id) ?? [],
  )
  await Promise.all(matched.map(load))
  // Checked after the await, so requests sent together all get a handler with their modules.
  if (handlerModules !== loaded.size) {
    handlerModules = loaded.size
    handler = createHandler()
  }
  return handler
}

export async function fetchApp(request: Request): Promise<Response> {
  const handler = await handlerFor(request)
  const requestContext = new RouterContextProvider()
  return handler.query(request, {
    requestContext,
    generateMiddlewareResponse: async (query) => {
      const context = await query(request)
      if (context instanceof Response) return context
      const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' })
      for (const source of [
        ...Object.values(context.loaderHeaders),
        ...Object.values(context.actionHeaders),
      ]) {
        for (const cookie of source.getSetCookie()) headers.append('Set-Cookie', cookie)
      }
      const router = createStaticRouter(handler.dataRoutes, context)
      const html = renderToString(
        <I18nextProvider i18n={getInstance()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nextProvider>,
      )
      return new Response(`<!DOCTYPE html>${html}`, { status: context.statusCode, headers })
    },
  }) as Promise<Response>
}

const ORIGIN = 'http://localhost:3000'

/** GET a page as a browser would. */
export function get(path: string, { cookie }: { cookie?: string } = {}) {
  const headers = new Headers()
  if (cookie) headers.set('Cookie', cookie)
  return fetchApp(new Request(`${ORIGIN}${path}`, { headers }))
}

/** POST a form as a browser without JavaScript would. */
export function post(path: string, form: Record<string, string>, { cookie }: { cookie?: string } = {}) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN })
  if (cookie) headers.set('Cookie', cookie)
  return fetchApp(
    new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: new URLSearchParams(form).toString() }),
  )
}

/** The visible text of a page: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
