import { describe, expect, it } from 'vitest'
import type { Logger } from '#lib/log.ts'
import { type RestartPolicy, supervise } from '#lib/supervise.ts'
import { spawnNode } from './children.ts'

function memoryLog() {
  const entries: { level: string; message: string; [field: string]: unknown }[] = []
  const log: Logger = {
    info: (message, fields) => entries.push({ level: 'info', message, ...fields }),
    warn: (message, fields) => entries.push({ level: 'warn', message, ...fields }),
    error: (message, fields) => entries.push({ level: 'error', message, ...fields }),
  }
  return { entries, log }
}

const QUICK: RestartPolicy = { firstDelayMs: 20, maxDelayMs: 30, maxCrashes: 3, windowMs: 60_000 }
const idle = (name: string) => spawnNode(name, ['-e', 'setInterval(() => {}, 1000)'], process.env, 'ignore')

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('supervise', () => {
  it('restarts a killed service with backoff and still stops cleanly on SIGTERM', async () => {
    const { entries, log } = memoryLog()
    const api = idle('api')
    const web = idle('web')
    const stopped = supervise([api, web], log, { policy: QUICK })
    const firstPid = api.child.pid
    api.child.kill('SIGKILL')
    await until(
      () => entries.filter((e) => e.message === 'service started' && e.child === 'api').length === 2,
    )
    expect(api.child.pid).not.toBe(firstPid)
    expect(entries.find((e) => e.message === 'service exited unexpectedly, restarting it')).toMatchObject({
      level: 'error',
      child: 'api',
      signal: 'SIGKILL',
      restart_in_ms: 20,
      crashes: 1,
    })

    process.emit('SIGTERM', 'SIGTERM')
    expect(await stopped).toBe(0)
    expect(api.child.signalCode).toBe('SIGTERM')
    expect(web.child.signalCode).toBe('SIGTERM')
  })

  it('gives up on a crash loop: stops the others and exits non-zero', async () => {
    const { entries, log } = memoryLog()
    const broken = spawnNode('api', ['-e', 'process.exit(3)'], process.env, 'ignore')
    const web = idle('web')
    expect(await supervise([broken, web], log, { policy: QUICK })).toBe(1)
    expect(entries.filter((e) => e.message === 'service started' && e.child === 'api')).toHaveLength(3)
    expect(
      entries
        .filter((e) => e.message === 'service exited unexpectedly, restarting it')
        .map((e) => e.restart_in_ms),
    ).toEqual([20, 30])
    expect(entries.find((e) => e.message === 'service keeps crashing, stopping the others')).toMatchObject({
      child: 'api',
      code: 3,
      crashes: 3,
    })
    expect(web.child.signalCode).toBe('SIGTERM')
  })
})
