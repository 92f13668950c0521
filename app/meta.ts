import type { MetaDescriptor } from 'react-router'

/** The page's <title>: 'Log ind · Sjak'. */
export function pageTitle(page?: string): MetaDescriptor[] {
  return [{ title: page ? `${page} · Sjak` : 'Sjak' }]
}
