import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

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

export default defineConfig({
  plugins: [reactRouter()],
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
