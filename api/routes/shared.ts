import { z } from 'zod'

export const idParam = z.object({ id: z.coerce.number({ error: 'not_found' }).int().positive() })

export function pageOf(page: number, perPage: number): number {
  return (page - 1) * perPage
}

/** The paging block SPEC.md §7 calls `pagy`: next and prev are page numbers or null. */
export function pagy(page: number, perPage: number, count: number) {
  const pages = Math.max(1, Math.ceil(count / perPage))
  return {
    page,
    per_page: perPage,
    count,
    pages,
    next: page < pages ? page + 1 : null,
    prev: page > 1 ? page - 1 : null,
  }
}
