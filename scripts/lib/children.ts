import { type StdioOptions, spawn } from 'node:child_process'
import net from 'node:net'
import type { Service } from '#lib/supervise.ts'
import { root } from './build.ts'

/** A Node 24 child (process.execPath), never the system Node. */
export function spawnNode(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = 'inherit',
): Service {
  const start = () => spawn(process.execPath, args, { cwd: root, env, stdio })
  const service: Service = {
    name,
    child: start(),
    respawn() {
      service.child = start()
      return service.child
    },
  }
  return service
}

/** Polls `url` until it answers 200; fails early when `alive()` turns false. */
export async function waitForHealthy(
  url: string,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.body?.cancel()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (!alive()) throw new Error(`stopped before ${url} answered`)
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A port nobody listens on right now (loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
