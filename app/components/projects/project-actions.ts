import { useLocation, useParams } from 'react-router'

/** The action routes of a project's parts (app/routes.ts): any page, and later the board, posts to them. */
export type ProjectPart = 'tasks' | 'intervals' | 'milestones' | 'partners'

/**
 * Where a form of a project's part posts on the project page: that part's action route, with the
 * page's search, so a refused form (no JavaScript too) renders the same tab with its dialog open.
 * Off the project page (no `:projectId`) the form posts to the page it is on.
 */
export function useProjectAction(part: ProjectPart): string | undefined {
  const { projectId } = useParams()
  const { search } = useLocation()
  return projectId ? `/app/projects/${projectId}/${part}${search}` : undefined
}
