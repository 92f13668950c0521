import type { EntryProjectJson } from '#domain/timesheets.ts'

/** The resource route answering the pickers' search: `?q=` → `{ choices }` (routes/app/timesheet/choices.ts). */
export const CHOICES_ROUTE = '/app/timesheet/valg'

/** The answer of CHOICES_ROUTE. */
export interface ChoicesJson {
  choices: EntryProjectJson[]
  /** The server could not be reached (the route's clientLoader, in the browser): no choices. */
  network?: true
}

export interface Choice {
  /** `project:task`, task 0 for the whole project: the `ny` parameter. */
  value: string
  label: string
}

export function choicesOf(projects: EntryProjectJson[], wholeProject: string): Choice[] {
  return projects.flatMap((project) => [
    { value: `${project.id}:0`, label: `${project.name} – ${wholeProject}` },
    ...project.tasks.map((task) => ({
      value: `${project.id}:${task.id}`,
      label: `${project.name} – ${task.name}`,
    })),
  ])
}
