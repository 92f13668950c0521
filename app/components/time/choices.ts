import type { EntryProjectJson } from '#domain/timesheets.ts'

/** The resource route answering the pickers' search: `?q=` → `{ choices }` (routes/app/timesheet/choices.ts). */
export const CHOICES_ROUTE = '/app/timesheet/valg'

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
