import type { ChildProcess } from 'node:child_process'
import type { Logger } from './log.ts'

export interface Service {
  name: string
  /** The running process; a restart replaces it. */
  child: ChildProcess
  /** Starts the service again with the same command (after a crash). */
  respawn(): ChildProcess
}

function running(service: Service): boolean {
  return service.child.exitCode === null && service.child.signalCode === null
}

export interface RestartPolicy {
  /** The wait before the first restart; it doubles with each crash within `windowMs`. */
  firstDelayMs: number
  maxDelayMs: number
  /** This many crashes of one service within `windowMs` is a crash loop: give up. */
  maxCrashes: number
  windowMs: number
}

export const RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 10_000,
  maxCrashes: 5,
  windowMs: 60_000,
}

/**
 * Runs the services until SIGTERM/SIGINT (forwarded to each as SIGTERM). A service that dies on
 * its own is restarted after a backoff (0.5 s, doubling up to 10 s); one that crashes
 * `maxCrashes` times within `windowMs` stops everything. Resolves with the exit code for the
 * parent: 0 after a clean stop, 1 after a crash loop or when a service did not stop cleanly.
 */
export function supervise(
  services: Service[],
  log: Logger,
  { graceMs = 10_000, policy = RESTART_POLICY }: { graceMs?: number; policy?: RestartPolicy } = {},
): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false
    let failed = false
    let done = false
    const crashes = new Map<Service, number[]>()
    const restarts = new Set<NodeJS.Timeout>()

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
      for (const timer of restarts) clearTimeout(timer)
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

    const crashed = (service: Service, code: number | null, signal: NodeJS.Signals | null) => {
      const now = Date.now()
      const recent = [...(crashes.get(service) ?? []), now].filter((at) => now - at < policy.windowMs)
      crashes.set(service, recent)
      if (recent.length >= policy.maxCrashes) {
        failed = true
        log.error('service keeps crashing, stopping the others', {
          child: service.name,
          code,
          signal,
          crashes: recent.length,
          within_s: policy.windowMs / 1000,
        })
        stopAll()
        return
      }
      const delay = Math.min(policy.firstDelayMs * 2 ** (recent.length - 1), policy.maxDelayMs)
      log.error('service exited unexpectedly, restarting it', {
        child: service.name,
        code,
        signal,
        restart_in_ms: delay,
        crashes: recent.length,
      })
      const timer = setTimeout(() => {
        restarts.delete(timer)
        if (stopping) return
        watch(service, service.respawn())
      }, delay)
      restarts.add(timer)
    }

    const watch = (service: Service, child: ChildProcess) => {
      log.info('service started', { child: service.name, pid: child.pid })
      child.on('exit', (code, signal) => {
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
          if (stopping) {
            if (!clean) failed = true
            finishIfStopped()
          } else crashed(service, code, signal)
        }, 300)
      })
    }
    for (const service of services) watch(service, service.child)
  })
}
