import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** api/server.ts as `npm start` runs it: N node:cluster workers on PostgreSQL, one process on PGlite. */
const root = path.resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'sjak-api-server-'))
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const database = `sjak_workers_${randomBytes(4).toString('hex')}`

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
beforeAll(() => admin(`create database ${database}`))
afterAll(async () => {
  await admin(`drop database if exists ${database} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

type Entry = { message: string; [field: string]: unknown }

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function startApi(env: NodeJS.ProcessEnv) {
  const port = await freePort()
  const entries: Entry[] = []
  const child: ChildProcess = spawn(process.execPath, ['api/server.ts'], {
    cwd: root,
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) if (line.startsWith('{')) entries.push(JSON.parse(line))
    })
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const logged = (message: string) => entries.filter((entry) => entry.message === message)
  return { child, port, entries, exited, logged }
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('api/server.ts', () => {
  it('forks API_WORKERS workers on PostgreSQL, restarts a crashed one and stops them all on SIGTERM', async () => {
    const url = new URL(serverUrl)
    url.pathname = `/${database}`
    const api = await startApi({ DATABASE_URL: url.toString(), API_WORKERS: '3' })
    await until(() => api.logged('api listening').length === 3, 'three workers listening')
    expect(api.logged('api forking workers')).toMatchObject([{ worker: 'primary', workers: 3 }])
    expect(
      api
        .logged('api listening')
        .map((entry) => entry.worker)
        .sort(),
    ).toEqual([1, 2, 3])
    const started = () => api.logged('service started')
    const pids = started().map((entry) => entry.pid as number)
    expect(new Set(pids).size).toBe(3)
    expect(pids).not.toContain(api.child.pid)
    expect((await fetch(`http://127.0.0.1:${api.port}/healthz`)).status).toBe(200)

    const second = started().find((entry) => entry.child === 'api-worker-2')!.pid as number
    process.kill(second, 'SIGKILL')
    await until(() => api.logged('api listening').length === 4, 'worker 2 back')
    expect(api.logged('service exited unexpectedly, restarting it')).toMatchObject([
      { worker: 'primary', child: 'api-worker-2', signal: 'SIGKILL', restart_in_ms: 500 },
    ])
    expect(api.logged('api listening').at(-1)).toMatchObject({ worker: 2 })
    const workers = started().slice(-3)
    expect((await fetch(`http://127.0.0.1:${api.port}/healthz`)).status).toBe(200)

    api.child.kill('SIGTERM')
    expect(await api.exited).toBe(0)
    expect(
      api
        .logged('api stopped')
        .map((entry) => entry.worker)
        .sort(),
    ).toEqual([1, 2, 3])
    for (const entry of workers) expect(alive(entry.pid as number)).toBe(false)
  }, 120_000)

  it('runs as one process on PGlite, whatever API_WORKERS says', async () => {
    const api = await startApi({ DATABASE_URL: '', API_WORKERS: '3' })
    await until(() => api.logged('api listening').length === 1, 'the API listening')
    expect((await fetch(`http://127.0.0.1:${api.port}/healthz`)).status).toBe(200)
    expect(api.logged('api forking workers')).toEqual([])
    expect(api.logged('api listening')[0]).not.toHaveProperty('worker')
    api.child.kill('SIGTERM')
    expect(await api.exited).toBe(0)
    expect(api.logged('api listening')).toHaveLength(1)
  }, 120_000)
})
