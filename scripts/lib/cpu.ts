import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100

function readProcess(pid: string): { ppid: number; cpuMs: number; command: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name in parentheses may hold spaces: the fields are counted from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return {
      ppid: Number(fields[1]),
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
      command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
    }
  } catch {
    // gone meanwhile
    return undefined
  }
}

/**
 * CPU time (user and system, ms) used so far by `rootPid` and every process under it, summed per
 * part as `partOf` names each from its command line; a process it names nothing is left out.
 * Undefined where there is no /proc.
 */
export function cpuByPart(
  rootPid: number,
  partOf: (command: string) => string | undefined,
): Record<string, number> | undefined {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  const processes = new Map<number, NonNullable<ReturnType<typeof readProcess>>>()
  const children = new Map<number, number[]>()
  for (const pid of pids) {
    const process = readProcess(pid)
    if (!process) continue
    processes.set(Number(pid), process)
    children.set(process.ppid, [...(children.get(process.ppid) ?? []), Number(pid)])
  }
  const parts: Record<string, number> = {}
  const visit = (pid: number) => {
    const process = processes.get(pid)
    if (!process) return
    const part = partOf(process.command)
    if (part) parts[part] = (parts[part] ?? 0) + process.cpuMs
    for (const child of children.get(pid) ?? []) visit(child)
  }
  visit(rootPid)
  return parts
}
