import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { cpuByPart } from './cpu.ts'

/** Spends 300 ms of its own CPU (however busy the machine), says so, then waits to be read. */
const BURN =
  'while (process.cpuUsage().user < 300_000); process.stdout.write("spent"); setTimeout(() => {}, 30_000)'

describe('cpuByPart', () => {
  it('sums the CPU of the processes under a process, per part named from their command lines', async () => {
    const child = spawn(process.execPath, ['-e', BURN, 'cpu-test-burner'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    try {
      await once(child.stdout, 'data')
      const parts = cpuByPart(process.pid, (command) =>
        command.includes('cpu-test-burner') ? 'burner' : undefined,
      )
      expect(parts?.burner).toBeGreaterThanOrEqual(300)
      expect(Object.keys(parts ?? {})).toEqual(['burner'])
      expect(cpuByPart(child.pid!, () => 'all')?.all).toBe(parts?.burner)
    } finally {
      child.kill()
      await once(child, 'exit')
    }
  })
})
