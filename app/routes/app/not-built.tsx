import { data } from 'react-router'

/**
 * Stands in (routes.ts) for the /app pages of later issues – projects, planning, tasks, partners,
 * reports, colleagues, settings – so their role guard already applies: the right roles get the
 * 404 page inside the shell, others the 403 page. Replace an entry when its page is built.
 */
export function loader() {
  throw data({ error: 'not_found' }, { status: 404 })
}

export default function NotBuilt() {
  return null
}
