import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { MAX_PHOTO_BYTES } from '#domain/limits.ts'
import { fieldError, HttpError } from './http/errors.ts'

const PHOTO_SIZE = 256
const THUMB_SIZE = 64

/** Decides by the file's first bytes, never by its name or declared type. */
function isJpegPngOrWebp(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return true
  return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP'
}

function photoDir(dataDir: string) {
  return path.join(dataDir, 'photos')
}

/**
 * Re-encodes an uploaded image into a 256 px photo and a 64 px thumbnail (WebP, no metadata)
 * and returns their file names.
 */
export async function savePhoto(dataDir: string, accountId: number, file: File) {
  // The body limit lets the multipart envelope through; the file itself is held to the photo limit.
  if (file.size > MAX_PHOTO_BYTES) throw new HttpError(413, 'file_too_large', { photo: ['file_too_large'] })
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!isJpegPngOrWebp(bytes)) throw fieldError('photo', 'not_an_image')
  const source = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate()
  let photo: Buffer
  let thumb: Buffer
  try {
    photo = await source
      .clone()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
    thumb = await source
      .clone()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer()
  } catch {
    throw fieldError('photo', 'not_an_image')
  }
  const stem = `${accountId}-${randomBytes(8).toString('hex')}`
  await mkdir(photoDir(dataDir), { recursive: true })
  await writeFile(path.join(photoDir(dataDir), `${stem}.webp`), photo)
  await writeFile(path.join(photoDir(dataDir), `${stem}-thumb.webp`), thumb)
  return { photo: `${stem}.webp`, thumb: `${stem}-thumb.webp` }
}

export async function removePhotos(dataDir: string, ...files: (string | null)[]) {
  for (const file of files) {
    if (file) await unlink(path.join(photoDir(dataDir), path.basename(file))).catch(() => {})
  }
}

const FILE_NAME = /^(\d+)-[0-9a-f]{16}(-thumb)?\.webp$/

/** The account a stored photo belongs to, from its name; undefined for any other name. */
export function photoOwner(file: string): number | undefined {
  const match = FILE_NAME.exec(file)
  return match ? Number(match[1]) : undefined
}

export async function readPhoto(dataDir: string, file: string): Promise<Buffer> {
  if (photoOwner(file) === undefined) throw new HttpError(404, 'not_found')
  try {
    return await readFile(path.join(photoDir(dataDir), file))
  } catch {
    throw new HttpError(404, 'not_found')
  }
}
