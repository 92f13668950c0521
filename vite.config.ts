import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

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
      'i18next',
      'react-i18next',
      '@ark-ui/react/checkbox',
      '@ark-ui/react/collection',
      '@ark-ui/react/combobox',
      '@ark-ui/react/date-picker',
      '@ark-ui/react/dialog',
      '@ark-ui/react/field',
      '@ark-ui/react/number-input',
      '@ark-ui/react/password-input',
      '@ark-ui/react/popover',
      '@ark-ui/react/portal',
      '@ark-ui/react/rating-group',
      '@ark-ui/react/select',
      '@ark-ui/react/toast',
      'temporal-polyfill',
    ],
  },
  server: { port: Number(process.env.PORT ?? 3000) },
})
