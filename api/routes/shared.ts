import { z } from 'zod'
import { rowId } from '#domain/fields.ts'
import type { Pagy } from '#domain/projects.ts'

/** A path's id: anything but a positive int32 names no row. */
export const idParam = z.object({ id: rowId('not_found') })

export function pageOf(page: number, perPage: number): number {
  return (page - 1) * perPage
}

/** The paging block SPEC.md §7 calls `pagy`: next and prev are page numbers or null. */
export function pagy(page: number, perPage: number, count: number): Pagy {
  const pages = Math.max(1, Math.ceil(count / perPage))
  return {
    page,
    per_page: perPage,
    count,
    pages,
    next: page < pages ? page + 1 : null,
    // Past the last page (the list shrank since its link was made) 'Forrige' leads to the last one.
    prev: page > 1 ? Math.min(page - 1, pages) : null,
  }
}
