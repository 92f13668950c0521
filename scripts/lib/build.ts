import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
export const buildMarker = path.join(root, 'build/server/index.js')

/** What `react-router build` reads: a newer file here means build/ is stale. */
const SOURCES = ['app', 'domain', 'public']
const SOURCE_FILES = [
  'vite.config.ts',
  'react-router.config.ts',
  'panda.config.ts',
  'postcss.config.js',
  'package-lock.json',
]
const NOT_BUILT = /\.test\.tsx?$|^app\/server\/http\.server\.ts$/

function newestSourceTime(): number {
  let newest = 0
  const visit = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/')
    if (NOT_BUILT.test(relative)) return
    newest = Math.max(newest, statSync(file).mtimeMs)
  }
  for (const dir of SOURCES) {
    const full = path.join(root, dir)
    if (!existsSync(full)) continue
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) visit(path.join(entry.parentPath, entry.name))
    }
  }
  for (const file of SOURCE_FILES) {
    const full = path.join(root, file)
    if (existsSync(full)) visit(full)
  }
  return newest
}

/** Why build/ must be (re)built, or undefined when it is up to date. */
export function buildStaleReason(): string | undefined {
  if (!existsSync(buildMarker)) return 'build/ is missing'
  if (!canBuild()) return undefined // a production image: build/ is what it is
  return newestSourceTime() > statSync(buildMarker).mtimeMs ? 'sources are newer than build/' : undefined
}

/** The dev dependencies that build the web app are installed (not in the production image). */
export function canBuild(): boolean {
  try {
    createRequire(path.join(root, 'package.json')).resolve('@react-router/dev/package.json')
    return true
  } catch {
    return false
  }
}

/** `npm run <script>` on the same npm that started us (Node 24 stays first on PATH). */
export function npmRun(script: string, args: string[] = []): Promise<number> {
  const npmCli = process.env.npm_execpath
  const [command, commandArgs] =
    npmCli && path.basename(npmCli) === 'npm-cli.js'
      ? [process.execPath, [npmCli, 'run', script, ...(args.length ? ['--', ...args] : [])]]
      : ['npm', ['run', script, ...(args.length ? ['--', ...args] : [])]]
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Builds the web app when build/ is missing or older than its sources. */
export async function ensureBuild(log: (message: string) => void): Promise<void> {
  const reason = buildStaleReason()
  if (!reason) return
  if (!canBuild())
    throw new Error(`${reason} and @react-router/dev is not installed: run npm install, then npm run build`)
  log(`building the web app (${reason})`)
  const code = await npmRun('build')
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`)
}

/** The file a package's bin points at, to run with process.execPath (never node_modules/.bin). */
export function packageBin(pkg: string, bin: string): string {
  const require = createRequire(path.join(root, 'package.json'))
  const manifestPath = require.resolve(`${pkg}/package.json`)
  const manifest = require(manifestPath) as { bin?: string | Record<string, string> }
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[bin]
  if (!relative) throw new Error(`${pkg} has no bin ${bin}`)
  return path.join(path.dirname(manifestPath), relative)
}
