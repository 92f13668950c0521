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
  server: { port: Number(process.env.PORT ?? 3000) },
})
