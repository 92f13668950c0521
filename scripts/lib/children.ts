import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import net from 'node:net'
import type { Logger } from '#api/log.ts'
import { root } from './build.ts'

export interface Service {
  name: string
  child: ChildProcess
}

/** A Node 24 child (process.execPath), never the system Node. */
export function spawnNode(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = 'inherit',
): Service {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio })
  return { name, child }
}

function running(service: Service): boolean {
  return service.child.exitCode === null && service.child.signalCode === null
}

/**
 * Runs the services until SIGTERM/SIGINT (forwarded to each as SIGTERM) or until one of them dies
 * on its own, which stops the others. Resolves with the exit code for the parent: 0 after a clean
 * stop, 1 when a service died or did not stop cleanly.
 */
export function supervise(services: Service[], log: Logger, graceMs = 10_000): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false
    let failed = false
    let done = false

    const finishIfStopped = () => {
      if (done || !stopping || services.some(running)) return
      done = true
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
      resolve(failed ? 1 : 0)
    }
    const stopAll = () => {
      if (stopping) return
      stopping = true
      for (const service of services) if (running(service)) service.child.kill('SIGTERM')
      setTimeout(() => {
        for (const service of services) {
          if (!running(service)) continue
          log.error('service did not stop in time, killing it', { child: service.name })
          failed = true
          service.child.kill('SIGKILL')
        }
      }, graceMs).unref()
      finishIfStopped()
    }
    const onSignal = (signal: NodeJS.Signals) => {
      if (!stopping) log.info('stopping', { signal })
      stopAll()
    }
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)

    for (const service of services) {
      service.child.on('exit', (code, signal) => {
        // 130/143: the conventional codes of a process that ended itself on SIGINT/SIGTERM (Vite does).
        const clean =
          code === 0 || code === 130 || code === 143 || signal === 'SIGTERM' || signal === 'SIGINT'
        if (stopping) {
          if (!clean) failed = true
          log.info('service stopped', { child: service.name, code, signal })
          finishIfStopped()
          return
        }
        // Ctrl-C in a terminal reaches the children too: let our own SIGINT handler run first.
        setTimeout(() => {
          if (!stopping) {
            failed = true
            log.error('service exited unexpectedly, stopping the others', {
              child: service.name,
              code,
              signal,
            })
          } else if (!clean) {
            failed = true
          }
          stopAll()
          finishIfStopped()
        }, 300)
      })
    }
  })
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
