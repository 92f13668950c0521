import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  // Vite's cache beside the build, not in a node_modules/ of its own in this folder.
  cacheDir: `${process.env.BENCH_BARE_BUILD_DIR ?? 'build'}/.vite`,
})
