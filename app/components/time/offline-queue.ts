/**
 * The browser's copy of timesheet cells not yet saved: what the user typed stays in localStorage,
 * one key per user + week + cell, until the server has it. A cell typed while the network is away
 * waits here and is sent when it returns (online event, retries); a reload shows it again.
 */

const PREFIX = 'sjak:tid:v1'

export interface QueuedCell {
  userId: number
  week: string
  /** The cell's field name (grid-model `cellName`). */
  cell: string
  /** The text as typed (`7,5`, `7:30`, empty to clear the cell). */
  text: string
  /** Row names, so the cell can be shown again after a reload even if its row is new. */
  projectName: string
  taskName: string | null
  /** When it was typed (ms); a save only clears the queue for the text it sent. */
  at: number
  /**
   * `error`: the server refused it (the message is kept, it is not sent again until changed).
   * `saved`: the server answered that it has it. Kept a while, because a page reloaded while the
   * save was on its way may have been read before it: that page shows it and sends it again.
   */
  state: 'pending' | 'error' | 'saved'
  error?: string
  /** The hours the server saved (`saved`). */
  hours?: number
}

/** How long a saved cell is kept for a page that may have been read before its save. */
export const SAVED_KEEP_MS = 10 * 60_000

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function queueKey(userId: number, week: string, cell: string): string {
  return `${PREFIX}:${userId}:${week}:${cell}`
}

export function putCell(item: QueuedCell): void {
  try {
    storage()?.setItem(queueKey(item.userId, item.week, item.cell), JSON.stringify(item))
  } catch {
    // Storage full or refused: the save is still attempted, only the offline copy is missing.
  }
}

export function getCell(userId: number, week: string, cell: string): QueuedCell | undefined {
  const raw = storage()?.getItem(queueKey(userId, week, cell))
  return raw ? parse(raw) : undefined
}

/** Forgets the cell; with `at`, only if nothing newer was typed since. */
export function dropCell(userId: number, week: string, cell: string, at?: number): void {
  const store = storage()
  if (!store) return
  const key = queueKey(userId, week, cell)
  if (at !== undefined) {
    const current = getCell(userId, week, cell)
    if (current && current.at !== at) return
  }
  store.removeItem(key)
}

/** The user's queued cells, of one week or all weeks; saved cells past SAVED_KEEP_MS are forgotten. */
export function queuedCells(userId: number, week?: string, now = Date.now()): QueuedCell[] {
  const store = storage()
  if (!store) return []
  const prefix = week ? `${PREFIX}:${userId}:${week}:` : `${PREFIX}:${userId}:`
  const items: QueuedCell[] = []
  const stale: string[] = []
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index)
    if (!key?.startsWith(prefix)) continue
    const item = parse(store.getItem(key) ?? '')
    if (item?.state === 'saved' && now - item.at > SAVED_KEEP_MS) stale.push(key)
    else if (item) items.push(item)
  }
  for (const key of stale) store.removeItem(key)
  return items.sort((a, b) => a.at - b.at)
}

function parse(raw: string): QueuedCell | undefined {
  try {
    const value = JSON.parse(raw) as QueuedCell
    return value && typeof value.cell === 'string' && typeof value.text === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/** Window events between the grid and its cells. */
export const FLUSH_EVENT = 'sjak:tid:flush'
export const QUEUE_CHANGED_EVENT = 'sjak:tid:queue'

export function announceQueueChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT))
}
