import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'

/** The Ark UI parts the app imports, each by its own path (vitest.config.ts pre-bundles them too). */
export const ARK_PARTS = [
  'checkbox',
  'collection',
  'combobox',
  'date-picker',
  'dialog',
  'number-input',
  'popover',
  'portal',
  'rating-group',
  'select',
  'toast',
].map((part) => `@ark-ui/react/${part}`)

/**
 * What every page with JavaScript loads, as one chunk: all that the client entry and the root route
 * import statically (React, React DOM, React Router, Panda's runtime, the root's error screen,
 * logo and texts). Rolldown splits modules by which route modules and lazy chunks import them, so
 * these came as 20 files, most under 2 KB, each compressed alone: ≈ 6 KB gzip more than one file.
 * Every page loads all of them before its own code, so one chunk costs no page anything. The modules
 * are found in the client build's module graph once it is complete (buildEnd, before the chunks are
 * made); the server build's chunks are left as they were.
 */
const everyPage = new Set<string>()

const everyPageChunk: Plugin = {
  name: 'sjak:every-page-chunk',
  apply: 'build',
  buildStart() {
    everyPage.clear()
  },
  buildEnd() {
    if (this.environment.name !== 'client') return
    const ids = new Set(this.getModuleIds())
    // The entry is in the client build as itself, a route module as its client part.
    const entry = path.join(import.meta.dirname, 'app/entry.client.tsx')
    const root = `${path.join(import.meta.dirname, 'app/root.tsx')}?__react-router-build-client-route`
    const todo = [entry, root]
    if (!ids.has(entry) || !ids.has(root)) this.error(`${entry} or ${root} is not in the client build`)
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (everyPage.has(id)) continue
      everyPage.add(id)
      todo.push(...(this.getModuleInfo(id)?.importedIds ?? []))
    }
    // The entry's own code stays in its file: it starts hydration, which must wait until the page's
    // route modules have run (a lazy dialog registers its preload there). In the chunk it would run
    // as soon as the root route module imports the chunk, before the other route modules.
    everyPage.delete(entry)
  },
}

export default defineConfig({
  plugins: [reactRouter(), everyPageChunk],
  // Listed so the dev server's first visit with an empty cache does not reload before hydrating.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      '@conform-to/react',
      '@conform-to/zod/v4',
      'zod',
      'zod/mini',
      'i18next',
      'react-i18next',
      ...ARK_PARTS,
      'temporal-polyfill',
    ],
  },
  build: {
    rolldownOptions: {
      output: {
        // public.ts's parts (locales/da/public/) are imported by the pages that show them and by
        // public.ts for i18next, so each would be a chunk of its own: many small files, which
        // compress less well. Two chunks: what the sign-in page shows, and the rest.
        codeSplitting: {
          groups: [
            { name: 'every-page', test: (id) => everyPage.has(id), priority: 1 },
            {
              name: 'sign-in-texts',
              test: /locales\/da\/public\/(home|shell|pages|auth-fields|auth-login)\.ts$/,
            },
            {
              name: 'public-texts',
              test: /locales\/da\/public\/(account|values|auth-(register|forgot|reset|verify|invitation|company))\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
})
