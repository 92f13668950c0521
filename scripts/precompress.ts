/**
 * Part of `npm run build`: writes .br and .gz next to every compressible file of build/client, so the
 * web server sends static files compressed at the best level without compressing them per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { root } from './lib/build.ts'

const clientDir = path.join(root, process.env.BUILD_DIR ?? 'build', 'client')
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/
const MIN_BYTES = 1024

let files = 0
let before = 0
let after = 0
const started = performance.now()
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  if (statSync(file).size < MIN_BYTES) continue
  const content = readFileSync(file)
  const brotli = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  })
  writeFileSync(`${file}.br`, brotli)
  writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }))
  files++
  before += content.length
  after += brotli.length
}
process.stdout.write(
  `precompressed ${files} files in build/client: ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB brotli` +
    ` (${Math.round(performance.now() - started)} ms)\n`,
)
