import { and, asc, desc, eq, inArray, isNull, type Query, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core'
import { OPEN_PROJECT_STATUSES, type Role } from '#domain/enums.ts'
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
 * 2. only when the first pass found nothing at all: a small typo, or words apart. Each word of the
 *    text that no word of the company's names holds is replaced by the names' words that resemble
 *    it most (pg_trgm's word similarity against the table search_words, migration search_words: a
 *    few thousand short words, not 20,000 long names), and the names holding every word, as typed
 *    or so corrected, anywhere in the name, are found.
 * Ranked within each kind by match (whole name, start of the name, start of a word, inside a word;
 * in the typo pass the closer correction) and recency; the kinds in SPEC.md's order.
 */

/** Who searches: employees find less (domain/search.ts). */
export interface Searcher {
  id: number
  role: Role
}

/**
 * A search's values, as placeholders: a statement's text depends only on its `Shape`, so Drizzle
 * builds it once a shape (run) and each search fills these in.
 */
const value = {
  company: sql.placeholder('company'),
  /** The searcher's account id (an employee's statements only). */
  me: sql.placeholder('me'),
  q: sql.placeholder('q'),
  /** `q` with LIKE's wildcards escaped. */
  like: sql.placeholder('like'),
  /** The pattern of an e-mail starting with `q`. */
  email: sql.placeholder('email'),
}

/** The placeholder of a typo pass's choice: the `choice`th of word `word`, as a LIKE pattern. */
const typoChoice = (word: number, choice: number) => `typo_${word}_${choice}`

interface Match {
  /** The match condition on a table's `search_name`. */
  where: (column: SQL) => SQL
  /** Lower is better. */
  rank: (column: SQL) => SQL
  /**
   * The match split by rank, best first, no tier's names in a better one: for one or two letters,
   * which match thousands of tasks, so each tier can be read newest first and stop early.
   */
  tiers?: ((column: SQL) => SQL)[]
}

/** The first pass: the text as typed (`short`: one or two letters). */
function textMatch(short: boolean): Match {
  const folded = sql`public.sjak_fold(${value.like})`
  const plain = sql`public.sjak_fold(${value.q})`
  const starts = (column: SQL) => sql`${column} like ${folded} || '%'`
  const startsWord = (column: SQL) => sql`${column} like '% ' || ${folded} || '%'`
  const rank = (column: SQL) =>
    sql`case when ${column} = ${plain} then 0 when ${starts(column)} then 1
      when ${startsWord(column)} then 2 else 3 end`
  if (!short) return { where: (column) => sql`${column} like '%' || ${folded} || '%'`, rank }
  return {
    where: (column) => sql`(${starts(column)} or ${startsWord(column)})`,
    rank,
    tiers: [
      (column) => sql`${column} = ${plain}`,
      (column) => sql`${starts(column)} and ${column} <> ${plain}`,
      (column) => sql`${startsWord(column)} and not ${starts(column)}`,
    ],
  }
}

/**
 * The typo pass: for each word of the text, the words a name may hold in its place, best first
 * (folded, letters and digits only, so no LIKE wildcard among them; `choices` counts them, the
 * values are `typoChoice`'s patterns). A name must hold one of each.
 */
function typoMatch(choices: number[]): Match {
  const words = choices.map((count, word) =>
    Array.from({ length: count }, (_, choice) => sql.placeholder(typoChoice(word, choice))),
  )
  const holds = (column: SQL, pattern: SQLWrapper) => sql`${column} like ${pattern}`
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
              choices.map((word, i) => sql`when ${holds(column, word)} then ${sql.raw(String(i))}`),
              sql` `,
            )} else ${sql.raw(String(choices.length))} end`,
        ),
        sql` + `,
      ),
  }
}

/**
 * The words of the folded text (split as search_words splits names), each with what a name may
 * hold in its place: itself where some word of the company's names holds it, or where it is too
 * short or has no letter to be a misspelling; else the names' words resembling it (word similarity
 * ≥ pg_trgm.word_similarity_threshold, 0.6), the closest and most used first. A column of the first
 * pass's statement (a JSON array, null for no word), so a misspelt text costs one statement less:
 * a probe of the trigram index of search_words a word, ~0.1 ms, whether needed or not.
 */
function typoWords(): SQL {
  return sql`(select json_agg(json_build_object('word', t.word, 'choices', case
        when length(t.word) < 3 or t.word !~ '[[:alpha:]]' or exists (
          select 1 from search_words s where s.company_id = ${value.company} and s.word like '%' || t.word || '%'
        ) then array[t.word]
        else array(
          select s.word from search_words s where s.company_id = ${value.company} and t.word <% s.word
          order by word_similarity(t.word, s.word) desc, s.uses desc, s.word limit ${TYPO_CHOICES}
        )
      end) order by t.n)
    from regexp_split_to_table(public.sjak_fold(${value.q}), '[^[:alnum:]]+') with ordinality as t(word, n)
    where t.word <> '')`
}

interface TypoWord {
  word: string
  choices: string[]
}

/**
 * What a name must hold for the typo pass, one choice of each word; undefined when a misspelt word
 * resembles nothing, or when one word, spelt right, found nothing as typed. Several words spelt
 * right are still worth the pass: a name may hold them apart ('Sommerhus Ærø' finds 'Sommerhus på
 * Ærø').
 */
function corrections(words: TypoWord[] | null): string[][] | undefined {
  if (!words) return undefined
  const corrected = words.some((row) => row.choices.length !== 1 || row.choices[0] !== row.word)
  // At least one word of three letters, so the trigram index narrows the pass.
  const apart = words.length > 1 && words.some((row) => [...row.word].length >= 3)
  if (!(corrected || apart) || words.some((row) => row.choices.length === 0)) return undefined
  return words.map((row) => row.choices)
}

/** The most corrections tried for one misspelt word. */
const TYPO_CHOICES = 3

const searchName = (table: PgTable) => sql`${table}.search_name`

/** Whether the searcher is an employee, who finds less (domain/search.ts). */
type Employee = boolean

type AccountRow = Omit<AccountResult, 'type' | 'photo'> & {
  photo_path: string | null
  photo_thumb_path: string | null
}

type TaskRow = Omit<TaskResult, 'type'> & { visible: boolean }

/** Each kind's query names its columns as its result's fields; a row of it (as JSON: the kinds are read in one statement) becomes a result. */
const RESULT = {
  account: (a: AccountRow): SearchResultJson => ({
    type: 'account',
    id: a.id,
    name: a.name,
    email: a.email,
    photo: photoOf({ photoPath: a.photo_path, photoThumbPath: a.photo_thumb_path }),
    role: a.role,
  }),
  project: (p: Omit<ProjectResult, 'type'>): SearchResultJson => ({ type: 'project', ...p }),
  task: ({ visible: _, ...t }: TaskRow): SearchResultJson => ({ type: 'task', ...t }),
  milestone: (m: Omit<MilestoneResult, 'type'>): SearchResultJson => ({ type: 'milestone', ...m }),
}

function accountQuery(db: Db, employee: Employee, match: Match): SQLWrapper {
  const name = searchName(accounts)
  const where: (SQL | undefined)[] = [
    eq(accounts.companyId, value.company),
    isNull(accounts.deletedAt),
    // An e-mail has no accents to fold; its start is enough.
    sql`(${match.where(name)} or lower(${accounts.email}) like ${value.email})`,
  ]
  if (employee) where.push(eq(accounts.id, value.me))
  return db
    .select({
      id: sql`${accounts.id}`.as('id'),
      name: sql`${accounts.name}`.as('name'),
      email: sql`${accounts.email}`.as('email'),
      role: sql`${accounts.role}`.as('role'),
      photoPath: sql`${accounts.photoPath}`.as('photo_path'),
      photoThumbPath: sql`${accounts.photoThumbPath}`.as('photo_thumb_path'),
    })
    .from(accounts)
    .where(and(...where))
    .orderBy(match.rank(name), desc(accounts.updatedAt), asc(accounts.id))
    .limit(SEARCH_LIMITS.account)
}

/** The projects a searcher finds: live ones; an employee only those open for hours. */
function visibleProjects(employee: Employee): (SQL | undefined)[] {
  return [
    eq(projects.companyId, value.company),
    isNull(projects.archivedAt),
    employee ? inArray(projects.status, [...OPEN_PROJECT_STATUSES]) : undefined,
  ]
}

function projectQuery(db: Db, employee: Employee, match: Match): SQLWrapper {
  const name = searchName(projects)
  return db
    .select({
      id: sql`${projects.id}`.as('id'),
      name: sql`${projects.name}`.as('name'),
      description: sql`${projects.description}`.as('description'),
      status: sql`${projects.status}`.as('status'),
      startDate: sql`${projects.startDate}`.as('start_date'),
      endDate: sql`${projects.endDate}`.as('end_date'),
    })
    .from(projects)
    .where(and(...visibleProjects(employee), match.where(name)))
    .orderBy(match.rank(name), desc(projects.updatedAt), asc(projects.id))
    .limit(SEARCH_LIMITS.project)
}

/**
 * A short text matches thousands of tasks ('mu': every 'Murerarbejde'). Joining each to its project
 * to leave out archived and (for employees) closed ones costs more than the search, so the best
 * few are picked from the tasks alone first, each told whether its project is visible; only if too
 * many of them fall away is the whole match joined (a second statement, `joined`).
 */
const TASK_CANDIDATES = SEARCH_LIMITS.task * 4

const tierTable = (i: number) => sql.identifier(`search_tier_${i}`)

/** Whether the tiers before tier `i` hold fewer than the candidates (a check made once, not per row). */
const fewerBefore = (i: number) =>
  i === 0
    ? sql`true`
    : sql`(${sql.join(
        Array.from({ length: i }, (_, before) => sql`(select count(*) from ${tierTable(before)})`),
        sql` + `,
      )}) < ${TASK_CANDIDATES}`

function taskQuery(db: Db, employee: Employee, match: Match, joined: boolean): SQLWrapper {
  const name = searchName(tasks)
  const matching = and(eq(tasks.companyId, value.company), match.where(name))
  const order = [match.rank(name), desc(tasks.updatedAt), asc(tasks.id)]
  const tiers = match.tiers?.map(
    (tier, i) => sql`${tierTable(i)} as (
      select ${tasks.id} as id, ${sql.raw(String(i))} as tier, ${tasks.updatedAt} as updated_at
      from ${tasks} where ${tasks.companyId} = ${value.company} and ${tier(name)} and ${fewerBefore(i)}
      order by ${tasks.updatedAt} desc, ${tasks.id} limit ${TASK_CANDIDATES})`,
  )
  const best = tiers
    ? // Each tier newest first (index tasks_company_recent_idx), so 'mu' reads a few hundred tasks, not
      // the thousands it matches; where a tier matches few, the trigram index finds them. A tier is
      // read only while the better ones hold fewer than the candidates: 'mu' does not recheck its
      // thousands of 'Murerarbejde' for a later word starting with 'mu'.
      db
        .select({ id: sql<number>`best.id`.as('id') })
        .from(
          sql`(with ${sql.join(tiers, sql`, `)} ${sql.join(
            tiers.map((_, i) => sql`select * from ${tierTable(i)}`),
            sql` union all `,
          )}) as best`,
        )
        .orderBy(sql`best.tier`, sql`best.updated_at desc`, sql`best.id`)
        .limit(TASK_CANDIDATES)
    : db
        .select({ id: tasks.id })
        .from(tasks)
        .where(matching)
        .orderBy(...order)
        .limit(TASK_CANDIDATES)
  const visible = and(...visibleProjects(employee))
  return db
    .select({
      id: sql`${tasks.id}`.as('id'),
      name: sql`${tasks.name}`.as('name'),
      description: sql`${tasks.description}`.as('description'),
      status: sql`${tasks.status}`.as('status'),
      projectId: sql`${tasks.projectId}`.as('project_id'),
      projectName: sql`${projects.name}`.as('project_name'),
      visible: sql`coalesce(${visible}, false)`.as('visible'),
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(joined ? and(matching, visible) : inArray(tasks.id, best))
    .orderBy(...order)
    .limit(joined ? SEARCH_LIMITS.task : TASK_CANDIDATES)
}

function milestoneQuery(db: Db, match: Match): SQLWrapper {
  const title = searchName(milestones)
  return db
    .select({
      id: sql`${milestones.id}`.as('id'),
      title: sql`${milestones.title}`.as('title'),
      date: sql`${milestones.date}`.as('date'),
      projectId: sql`${milestones.projectId}`.as('project_id'),
      projectName: sql`${projects.name}`.as('project_name'),
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(eq(milestones.companyId, value.company), isNull(projects.archivedAt), match.where(title)))
    .orderBy(match.rank(title), desc(milestones.updatedAt), asc(milestones.id))
    .limit(SEARCH_LIMITS.milestone)
}

type Found = Record<SearchKind, SearchResultJson[]>

/**
 * What a search statement's text depends on; anything else is a placeholder's value. The first
 * pass and the typo pass (`typo`: the choices of each word counted) read the kinds; `joined`
 * reads the tasks again, joined (taskQuery).
 */
interface Shape {
  employee: Employee
  short: boolean
  typo?: number[]
  joined?: boolean
}

const dialect = new PgDialect()

/** Statements built, by shape: a handful in use, a few per typo pass's words, never more than this. */
const built = new Map<string, Query>()
const MOST_BUILT = 200

/**
 * One statement of a search: Drizzle builds its text once a shape (0.7–0.9 ms of the API's
 * CPU, about what PostgreSQL takes to run it), and the text is kept for every later search.
 */
async function run(db: Db, shape: Shape, build: () => SQL, values: Record<string, unknown>) {
  const key = JSON.stringify(shape)
  let query = built.get(key)
  if (!query) {
    if (built.size >= MOST_BUILT) built.clear()
    query = dialect.sqlToQuery(build())
    built.set(key, query)
  }
  const result = await db._.session.prepareQuery(query, undefined, undefined, false).execute(values)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!
}

const asJson = (query: SQLWrapper) => sql`(select coalesce(json_agg(row), '[]') from (${query}) as row)`

/**
 * One pass: one statement for the kinds, each kind's rows a JSON array, a round trip, a parse and
 * a plan instead of four, which at eight callers at once is most of a search's cost. The first
 * pass's statement also reads the typo pass's words (`typo`, typoWords), so a misspelt text takes
 * two statements, not three.
 */
async function pass(db: Db, kinds: SearchKind[], shape: Shape, values: Record<string, unknown>) {
  const match = shape.typo ? typoMatch(shape.typo) : textMatch(shape.short)
  const row = await run(
    db,
    shape,
    () => {
      const queries = {
        account: () => accountQuery(db, shape.employee, match),
        project: () => projectQuery(db, shape.employee, match),
        task: () => taskQuery(db, shape.employee, match, false),
        milestone: () => milestoneQuery(db, match),
      }
      const columns = kinds.map((kind) => sql`${asJson(queries[kind]())} as ${sql.identifier(kind)}`)
      if (!shape.typo) columns.push(sql`${typoWords()} as typo`)
      return sql`select ${sql.join(columns, sql`, `)}`
    },
    values,
  )
  const found = Object.fromEntries(
    kinds.map((kind) => [kind, (row[kind] as never[]).map((item) => RESULT[kind](item))]),
  ) as Found
  if (kinds.includes('task')) {
    const candidates = row.task as TaskRow[]
    let visible = candidates.filter((task) => task.visible)
    if (visible.length < SEARCH_LIMITS.task && candidates.length === TASK_CANDIDATES) {
      const joined = await run(
        db,
        { ...shape, joined: true },
        () => sql`select ${asJson(taskQuery(db, shape.employee, match, true))} as task`,
        values,
      )
      visible = joined.task as TaskRow[]
    }
    found.task = visible.slice(0, SEARCH_LIMITS.task).map(RESULT.task)
  }
  return { found, typo: (row.typo ?? null) as TypoWord[] | null }
}

/** The results for a non-blank `q`, best first within each kind, the kinds in SPEC.md's order. */
export async function search(
  db: Db,
  companyId: CompanyId,
  me: Searcher,
  q: string,
): Promise<SearchResultJson[]> {
  const employee = me.role === 'employee'
  // Employees find no milestone: no page of theirs shows one.
  const kinds: SearchKind[] = employee
    ? ['account', 'project', 'task']
    : ['account', 'project', 'task', 'milestone']
  const shape: Shape = { employee, short: [...q].length < 3 }
  const values: Record<string, unknown> = {
    company: companyId,
    me: me.id,
    q,
    like: escapeLike(q),
    email: `${escapeLike(q.toLowerCase())}%`,
  }
  const first = await pass(db, kinds, shape, values)
  // The text is read as a misspelling only when nothing matches it as typed.
  if (kinds.some((kind) => first.found[kind].length > 0)) return kinds.flatMap((kind) => first.found[kind])
  const words = corrections(first.typo)
  if (!words) return []
  words.forEach((choices, word) => {
    choices.forEach((choice, i) => {
      values[typoChoice(word, i)] = `%${choice}%`
    })
  })
  const typo = await pass(db, kinds, { ...shape, typo: words.map((choices) => choices.length) }, values)
  return kinds.flatMap((kind) => typo.found[kind])
}
