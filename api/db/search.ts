import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { OPEN_PROJECT_STATUSES, type ProjectStatus, type Role, type TaskStatus } from '#domain/enums.ts'
import {
  type AccountResult,
  type MilestoneResult,
  type ProjectResult,
  SEARCH_LIMITS,
  type SearchKind,
  type SearchResultJson,
  type TaskResult,
} from '#domain/search.ts'
import type { Db } from './client.ts'
import { accounts, milestones, projects, tasks } from './schema/index.ts'
import { photoOf } from './serialize.ts'
import type { CompanyId } from './tenancy.ts'

/** Escapes LIKE's wildcards so a search for `50%` finds `50%`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/**
 * The Finder's search (GET /api/v1/search). Each searched table keeps its name folded for Danish
 * in `search_name` (migration search_fold: lower case, no accents, å/æ/ø as aa/ae/oe), under a
 * trigram index; the query is folded by the same function. Two passes:
 * 1. the text as typed: a substring of the name (three letters or more), or the start of one of
 *    its words (one or two letters, where trigrams cannot narrow a substring search);
 * 2. only when the first pass found nothing at all: a small typo. Each word of the text that no
 *    word of the company's names holds is replaced by the names' words that resemble it most
 *    (pg_trgm's word similarity against the table search_words, migration search_words: a few
 *    thousand short words, not 20,000 long names), and the names holding every word, as typed or
 *    so corrected, are found as in the first pass.
 * Ranked within each kind by match (whole name, start of the name, start of a word, inside a word;
 * in the typo pass the closer correction) and recency; the kinds in SPEC.md's order.
 */

/** Who searches: employees find less (domain/search.ts). */
export interface Searcher {
  id: number
  role: Role
}

interface Match {
  /** The match condition on a table's `search_name`. */
  where: (column: SQL) => SQL
  /** Lower is better. */
  rank: (column: SQL) => SQL
}

/** The first pass: the text as typed. */
function textMatch(q: string): Match {
  const folded = sql`public.sjak_fold(${escapeLike(q)})`
  const plain = sql`public.sjak_fold(${q})`
  const wordStart = (column: SQL) =>
    sql`(${column} like ${folded} || '%' or ${column} like '% ' || ${folded} || '%')`
  return {
    where: [...q].length < 3 ? wordStart : (column) => sql`${column} like '%' || ${folded} || '%'`,
    rank: (column) =>
      sql`case when ${column} = ${plain} then 0 when ${column} like ${folded} || '%' then 1
        when ${column} like '% ' || ${folded} || '%' then 2 else 3 end`,
  }
}

/**
 * The typo pass: for each word of the text, the words a name may hold in its place, best first
 * (folded, letters and digits only, so no LIKE wildcard among them). A name must hold one of each.
 */
function typoMatch(words: string[][]): Match {
  const holds = (column: SQL, word: string) => sql`${column} like ${`%${word}%`}`
  return {
    where: (column) =>
      sql.join(
        words.map(
          (choices) =>
            sql`(${sql.join(
              choices.map((word) => holds(column, word)),
              sql` or `,
            )})`,
        ),
        sql` and `,
      ),
    rank: (column) =>
      sql.join(
        words.map(
          (choices) =>
            sql`case ${sql.join(
              choices.map((word, i) => sql`when ${holds(column, word)} then ${i}`),
              sql` `,
            )} else ${choices.length} end`,
        ),
        sql` + `,
      ),
  }
}

/**
 * The words of the folded text (split as search_words splits names), each with what a name may
 * hold in its place: itself where some word of the company's names holds it, or where it is too
 * short or has no letter to be a misspelling; else the names' words resembling it (word similarity
 * ≥ pg_trgm.word_similarity_threshold, 0.6), the closest and most used first. Undefined when no
 * word is misspelt (the text as typed found nothing: neither would its words), or a misspelt one
 * resembles nothing.
 */
async function correct(db: Db, companyId: CompanyId, q: string): Promise<string[][] | undefined> {
  const result = await db.execute(sql`
    select t.word, case
        when length(t.word) < 3 or t.word !~ '[[:alpha:]]' or exists (
          select 1 from search_words s where s.company_id = ${companyId} and s.word like '%' || t.word || '%'
        ) then array[t.word]
        else array(
          select s.word from search_words s where s.company_id = ${companyId} and t.word <% s.word
          order by word_similarity(t.word, s.word) desc, s.uses desc, s.word limit ${TYPO_CHOICES}
        )
      end as choices
    from regexp_split_to_table(public.sjak_fold(${q}), '[^[:alnum:]]+') with ordinality as t(word, n)
    where t.word <> ''
    order by t.n`)
  const rows = (result as unknown as { rows: { word: string; choices: string[] }[] }).rows
  const corrected = rows.some((row) => row.choices.length !== 1 || row.choices[0] !== row.word)
  return corrected && rows.every((row) => row.choices.length > 0) ? rows.map((row) => row.choices) : undefined
}

/** The most corrections tried for one misspelt word. */
const TYPO_CHOICES = 3

const searchName = (table: PgTable) => sql`${table}.search_name`

function searchAccounts(db: Db, companyId: CompanyId, me: Searcher, match: Match, q: string) {
  const name = searchName(accounts)
  const where: (SQL | undefined)[] = [
    eq(accounts.companyId, companyId),
    isNull(accounts.deletedAt),
    // An e-mail has no accents to fold; its start is enough.
    sql`(${match.where(name)} or lower(${accounts.email}) like ${`${escapeLike(q.toLowerCase())}%`})`,
  ]
  if (me.role === 'employee') where.push(eq(accounts.id, me.id))
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      role: accounts.role,
      photoPath: accounts.photoPath,
      photoThumbPath: accounts.photoThumbPath,
    })
    .from(accounts)
    .where(and(...where))
    .orderBy(match.rank(name), desc(accounts.updatedAt), asc(accounts.id))
    .limit(SEARCH_LIMITS.account)
    .then((rows) =>
      rows.map(
        (a): AccountResult => ({
          type: 'account',
          id: a.id,
          name: a.name,
          email: a.email,
          photo: photoOf(a),
          role: a.role as Role,
        }),
      ),
    )
}

/** The projects a searcher finds: live ones; an employee only those open for hours. */
function visibleProjects(companyId: CompanyId, me: Searcher): (SQL | undefined)[] {
  return [
    eq(projects.companyId, companyId),
    isNull(projects.archivedAt),
    me.role === 'employee' ? inArray(projects.status, [...OPEN_PROJECT_STATUSES]) : undefined,
  ]
}

function searchProjects(db: Db, companyId: CompanyId, me: Searcher, match: Match) {
  const name = searchName(projects)
  return db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      status: projects.status,
      startDate: projects.startDate,
      endDate: projects.endDate,
    })
    .from(projects)
    .where(and(...visibleProjects(companyId, me), match.where(name)))
    .orderBy(match.rank(name), desc(projects.updatedAt), asc(projects.id))
    .limit(SEARCH_LIMITS.project)
    .then((rows) =>
      rows.map(
        (p): ProjectResult => ({
          type: 'project',
          id: p.id,
          name: p.name,
          description: p.description,
          status: p.status as ProjectStatus,
          start_date: p.startDate,
          end_date: p.endDate,
        }),
      ),
    )
}

/**
 * A short text matches thousands of tasks ('mu': every 'Murerarbejde'). Joining each to its project
 * to leave out archived and (for employees) closed ones costs more than the search, so the best
 * few are picked from the tasks alone first, and only if too many of them fall away is the whole
 * match joined.
 */
const TASK_CANDIDATES = SEARCH_LIMITS.task * 4

async function searchTasks(db: Db, companyId: CompanyId, me: Searcher, match: Match) {
  const name = searchName(tasks)
  const matching = and(eq(tasks.companyId, companyId), match.where(name))
  const order = [match.rank(name), desc(tasks.updatedAt), asc(tasks.id)]
  const best = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(matching)
    .orderBy(...order)
    .limit(TASK_CANDIDATES)
  const query = (among: SQL | undefined) =>
    db
      .select({
        id: tasks.id,
        name: tasks.name,
        description: tasks.description,
        status: tasks.status,
        projectId: tasks.projectId,
        projectName: projects.name,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(and(matching, among, ...visibleProjects(companyId, me)))
      .orderBy(...order)
      .limit(SEARCH_LIMITS.task)
  const ids = (await best).map((row) => row.id)
  if (ids.length === 0) return []
  let rows = await query(inArray(tasks.id, ids))
  if (rows.length < SEARCH_LIMITS.task && ids.length === TASK_CANDIDATES) rows = await query(undefined)
  return rows.map(
    (t): TaskResult => ({
      type: 'task',
      id: t.id,
      name: t.name,
      description: t.description,
      status: t.status as TaskStatus,
      project_id: t.projectId,
      project_name: t.projectName,
    }),
  )
}

function searchMilestones(db: Db, companyId: CompanyId, match: Match) {
  const title = searchName(milestones)
  return db
    .select({
      id: milestones.id,
      title: milestones.title,
      date: milestones.date,
      projectId: milestones.projectId,
      projectName: projects.name,
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(eq(milestones.companyId, companyId), isNull(projects.archivedAt), match.where(title)))
    .orderBy(match.rank(title), desc(milestones.updatedAt), asc(milestones.id))
    .limit(SEARCH_LIMITS.milestone)
    .then((rows) =>
      rows.map(
        (m): MilestoneResult => ({
          type: 'milestone',
          id: m.id,
          title: m.title,
          date: m.date,
          project_id: m.projectId,
          project_name: m.projectName,
        }),
      ),
    )
}

type Found = Record<SearchKind, SearchResultJson[]>

async function pass(
  db: Db,
  companyId: CompanyId,
  me: Searcher,
  q: string,
  kinds: SearchKind[],
  match: Match,
) {
  const runs: Record<SearchKind, () => Promise<SearchResultJson[]>> = {
    account: () => searchAccounts(db, companyId, me, match, q),
    project: () => searchProjects(db, companyId, me, match),
    task: () => searchTasks(db, companyId, me, match),
    milestone: () => searchMilestones(db, companyId, match),
  }
  const found: Partial<Found> = {}
  for (const kind of kinds) found[kind] = await runs[kind]()
  return found
}

/** The results for a non-blank `q`, best first within each kind, the kinds in SPEC.md's order. */
export async function search(
  db: Db,
  companyId: CompanyId,
  me: Searcher,
  q: string,
): Promise<SearchResultJson[]> {
  // Employees find no milestone: no page of theirs shows one.
  const kinds: SearchKind[] =
    me.role === 'employee' ? ['account', 'project', 'task'] : ['account', 'project', 'task', 'milestone']
  let found = await pass(db, companyId, me, q, kinds, textMatch(q))
  // The text is read as a misspelling only when nothing matches it as typed.
  if (kinds.every((kind) => found[kind]!.length === 0)) {
    const words = await correct(db, companyId, q)
    if (!words) return []
    found = await pass(db, companyId, me, q, kinds, typoMatch(words))
  }
  return kinds.flatMap((kind) => found[kind] ?? [])
}
