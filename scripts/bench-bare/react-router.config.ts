import type { Config } from '@react-router/dev/config'

/** The bench's bare page (scripts/bench.ts builds it into a temporary BENCH_BARE_BUILD_DIR). */
export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory: process.env.BENCH_BARE_BUILD_DIR ?? 'build',
} satisfies Config
