import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { ARK_PARTS } from './vite.config.ts'

export default defineConfig({
  test: {
    // Vitest leaves one core to its main process by default: one worker on a 2-core machine. The main
    // process has little to do once the modules are transformed, so every core runs test files.
    maxWorkers: availableParallelism(),
    // Each project extends this root config (extends: true) to get `isolate: false`: the test files
    // of a worker share its module cache, so the app (React Router, every route a web test visits,
    // Hono, drizzle, PGlite) is imported once per worker instead of once per file. Each file still
    // starts its own database and msw server, and restores what it stubs (vi.unstubAllEnvs, fake
    // timers), so nothing carries over but the loaded modules.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // tests/integration/ drives the web's API client against the real API: it needs the API's setup.
          include: ['api/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database, a copy of the one the global setup migrated; PGlite is
          // single-threaded, files run in parallel forks.
          pool: 'forks',
          globalSetup: ['tests/fixtures/api-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // operator.test.ts runs the command several times on an embedded database of its own.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'node',
          // @ark-ui/react is hundreds of small ESM files that cost Node seconds to load in every test
          // file; bundled once by the optimizer (cached in node_modules/.vite) it loads in a blink.
          server: { deps: { inline: ['@ark-ui/react'] } },
          deps: { optimizer: { ssr: { enabled: true, include: ARK_PARTS } } },
          testTimeout: 20_000,
        },
      },
    ],
  },
})
