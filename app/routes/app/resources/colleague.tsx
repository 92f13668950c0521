import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { VerificationBadge } from '#app/components/feedback/VerificationBadge.tsx'
import { formatDecimalInput, formatHours, formatMoney } from '#app/components/format.ts'
import { ConfirmDialog } from '#app/components/forms/ConfirmDialog.tsx'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { formReply } from '#app/components/forms/form-reply.ts'
import { formValidation } from '#app/components/forms/form-validation.ts'
import { SelectField } from '#app/components/forms/SelectField.tsx'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { WeeklyCapacityEditor } from '#app/components/forms/WeeklyCapacityEditor.tsx'
import { DataTable, type ListColumn } from '#app/components/layout/ListPage.tsx'
import { NameText } from '#app/components/layout/NameText.tsx'
import { colleagueEditSchema } from '#app/components/resources/colleague-forms.ts'
import { Avatar } from '#app/components/shell/Avatar.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { idFrom } from '#app/routes/app/projects/shared.server.ts'
import { api, throwApiFailure, tryApi } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import { requirePermission } from '#app/server/permissions.server.ts'
import type { AccountJson, ResourceJson } from '#domain/accounts.ts'
import { formatDate } from '#domain/calendar.ts'
import { ROLES, WEEKDAYS } from '#domain/enums.ts'
import { can } from '#domain/permissions.ts'
import type { CategoryJson, IntervalJson } from '#domain/projects.ts'
import { css, cx } from '#styled-system/css'
import type { Route } from './+types/colleague'
import {
  deleteColleague,
  lastWeeks,
  updateCapacity,
  updateColleague,
  type WeeklyHours,
} from './colleagues.server.ts'

/** One colleague (SPEC.md §2 /app/resources/{resourceId}): profile, plan, hours; administrators edit. */

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = context.get(userContext)
  const id = idFrom(params.resourceId, 404)
  const isAdmin = can(user.role, 'colleagues.manage')
  const period = lastWeeks(8)
  const [colleague, resource, registered, categories] = await Promise.all([
    api<AccountJson>(request, `/api/v1/accounts/${id}`),
    tryApi<ResourceJson>(request, `/api/v1/resources/${id}`),
    tryApi<{ weeks: { week: string; hours: number }[] }>(
      request,
      `/api/v1/timesheets/grouped_by_week?start_date=${period.start}&end_date=${period.end}&account_id=${id}`,
    ),
    isAdmin ? tryApi<CategoryJson[]>(request, '/api/v1/account_categories') : null,
  ])
  if (!colleague.ok) throwApiFailure(colleague)
  const hoursByWeek = new Map(
    registered?.ok ? registered.data.weeks.map((week) => [week.week, week.hours]) : [],
  )
  const weeks: WeeklyHours[] = period.weeks.map((week) => ({
    ...week,
    hours: hoursByWeek.get(week.week) ?? 0,
  }))
  return data({
    isAdmin,
    isSelf: user.id === id,
    colleague: colleague.data,
    assignments: resource?.ok
      ? resource.data.intervals.filter((interval) => interval.end_date >= period.today)
      : [],
    assignmentsFailed: !resource?.ok,
    weeks,
    weeksFailed: !registered?.ok,
    categories: categories?.ok ? categories.data : [],
  })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = context.get(userContext)
  // Everything this page posts is an administrator's (the API agrees; this keeps planners out early).
  requirePermission(user, 'colleagues.manage')
  const id = idFrom(params.resourceId, 404)
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'update-account':
      return updateColleague(request, user, id, formData)
    case 'update-capacity':
      return updateCapacity(request, user, id, formData)
    case 'delete-account':
      formData.set('accountId', String(id))
      return deleteColleague(request, user, formData)
    default:
      throw data(null, { status: 400 })
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageTitle(loaderData?.colleague.name ?? translation.resources.title)

const panel = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  p: { base: '5', md: '6' },
})
const sectionTitle = css({ textStyle: 'heading', mb: '4' })

export default function ColleaguePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { colleague, isAdmin, isSelf } = loaderData
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Link to="/app/resources" className={css({ alignSelf: 'flex-start', textStyle: 'small' })}>
        ← {t('resources.profile.back')}
      </Link>
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: { base: '4', md: '5' },
          flexWrap: 'wrap',
        })}
      >
        <Avatar name={colleague.name} src={colleague.photo.url ?? colleague.photo.thumb.url} size="lg" />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          <h1 className={css({ textStyle: 'title', overflowWrap: 'anywhere' })}>{colleague.name}</h1>
          <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{colleague.email}</p>
          <div
            className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mt: '1' })}
          >
            <span className={css({ fontWeight: 'medium' })}>{t(`values.role.${colleague.role}`)}</span>
            <span aria-hidden="true" className={css({ color: 'fg.subtle' })}>
              ·
            </span>
            <VerificationBadge status={colleague.verification_status} />
          </div>
        </div>
      </header>

      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: isAdmin ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
          <Profile colleague={colleague} isAdmin={isAdmin} />
          <Assignments assignments={loaderData.assignments} failed={loaderData.assignmentsFailed} />
          <RegisteredHours weeks={loaderData.weeks} failed={loaderData.weeksFailed} />
        </div>
        {isAdmin && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
            <EditColleague
              colleague={colleague}
              categories={loaderData.categories}
              lastResult={formReply(actionData, 'edit')}
            />
            <section aria-labelledby="kapacitet-titel" className={panel}>
              <h2 id="kapacitet-titel" className={css({ textStyle: 'heading', mb: '1' })}>
                {t('resources.capacity.title')}
              </h2>
              <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '4' })}>
                {t('resources.capacity.lead')}
              </p>
              <WeeklyCapacityEditor
                id="capacity"
                intent="update-capacity"
                availability={colleague.availability}
                lastResult={formReply(actionData, 'capacity')}
              />
            </section>
            {!isSelf && (
              <section
                aria-labelledby="slet-titel"
                className={css({
                  bg: 'surface',
                  borderWidth: '1px',
                  borderColor: 'red.200',
                  borderRadius: 'xl',
                  p: { base: '5', md: '6' },
                })}
              >
                <h2 id="slet-titel" className={css({ textStyle: 'heading', mb: '1' })}>
                  {t('resources.delete.section')}
                </h2>
                <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '4' })}>
                  {t('resources.delete.sectionText')}
                </p>
                <ConfirmDialog
                  id="slet"
                  title={t('resources.delete.title')}
                  description={t('resources.delete.text', { name: colleague.name })}
                  trigger={t('resources.delete.title')}
                  triggerVariant="danger"
                  triggerSize="md"
                  fields={{ intent: 'delete-account' }}
                />
              </section>
            )}
          </div>
        )}
      </div>
    </div>
  )
}

function Profile({ colleague, isAdmin }: { colleague: AccountJson; isAdmin: boolean }) {
  const t = useT()
  const term = css({ textStyle: 'small', color: 'fg.muted' })
  const rows: [string, string][] = [
    [t('resources.columns.role'), t(`values.role.${colleague.role}`)],
    [t('resources.columns.category'), colleague.company_account_category ?? t('resources.noCategory')],
    ...(isAdmin
      ? [
          [
            t('resources.columns.hourlyRate'),
            colleague.hourly_rate === null ? t('resources.notSet') : formatMoney(colleague.hourly_rate),
          ] as [string, string],
        ]
      : []),
    [
      t('resources.columns.capacity'),
      t('resources.hours', { hours: formatHours(colleague.weekly_capacity) }),
    ],
  ]
  return (
    <section aria-labelledby="profil-titel" className={panel}>
      <h2 id="profil-titel" className={sectionTitle}>
        {t('resources.profile.details')}
      </h2>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: '4',
        })}
      >
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={term}>{label}</dt>
            <dd className={css({ fontWeight: 'medium' })}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={css({ textStyle: 'label', mt: '5', mb: '2' })}>{t('resources.capacity.title')}</h3>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(7, minmax(0, 1fr))' },
          gap: '2',
        })}
      >
        {WEEKDAYS.map((day) => {
          const hours = colleague.availability[day]
          return (
            <div
              key={day}
              className={css({
                px: '2',
                py: '2',
                borderRadius: 'md',
                textAlign: 'center',
                bg: hours > 0 ? 'accent.subtle' : 'gray.50',
                borderWidth: '1px',
                borderColor: hours > 0 ? 'sjak.100' : 'border.subtle',
              })}
            >
              <dt className={css({ textStyle: 'small', color: 'fg.muted' })}>
                {t(`resources.capacity.days.${day}`)}
              </dt>
              <dd className={css({ fontWeight: 'semibold', color: hours > 0 ? 'fg' : 'fg.subtle' })}>
                {hours > 0 ? formatHours(hours) : t('resources.capacity.notWorking')}
                <span
                  className={css({
                    display: 'block',
                    textStyle: 'small',
                    fontWeight: 'normal',
                    color: 'fg.muted',
                  })}
                >
                  {hours > 0 ? ` ${t('resources.capacity.suffix')}` : '\u00a0'}
                </span>
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}

function Assignments({ assignments, failed }: { assignments: IntervalJson[]; failed: boolean }) {
  const t = useT()
  const columns: ListColumn<IntervalJson>[] = [
    {
      id: 'project',
      header: t('resources.assignments.project'),
      primary: true,
      cell: (interval) => (
        <Link to={`/app/projects/${interval.project_id}`} className={css({ fontWeight: 'semibold' })}>
          <NameText name={interval.project.name} />
        </Link>
      ),
    },
    {
      id: 'task',
      header: t('resources.assignments.task'),
      cell: (interval) => interval.task?.name ?? t('resources.assignments.noTask'),
    },
    {
      id: 'period',
      header: t('resources.assignments.period'),
      cell: (interval) =>
        t('resources.assignments.range', {
          start: formatDate(interval.start_date),
          end: formatDate(interval.end_date),
        }),
    },
    {
      id: 'hoursPerDay',
      header: t('resources.assignments.hoursPerDay'),
      align: 'end',
      cell: (interval) => t('resources.hours', { hours: formatHours(interval.hours_each_day) }),
    },
  ]
  return (
    <section
      aria-labelledby="opgaver-titel"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="opgaver-titel" className={css({ textStyle: 'heading' })}>
        {t('resources.assignments.title')}
      </h2>
      <DataTable
        caption={t('resources.assignments.title')}
        columns={columns}
        rows={assignments}
        rowKey={(interval) => interval.id}
        error={failed}
        emptyText={t('resources.assignments.empty')}
      />
    </section>
  )
}

function RegisteredHours({ weeks, failed }: { weeks: WeeklyHours[]; failed: boolean }) {
  const t = useT()
  const max = Math.max(...weeks.map((week) => week.hours), 1)
  const total = weeks.reduce((sum, week) => sum + week.hours, 0)
  const cell = css({ px: '4', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.subtle' })
  return (
    <section aria-labelledby="timer-titel" className={panel}>
      <h2 id="timer-titel" className={sectionTitle}>
        {t('resources.registered.title')}
      </h2>
      {failed ? (
        <Alert tone="danger">{t('resources.registered.loadError')}</Alert>
      ) : (
        <table
          className={css({ w: 'full', borderCollapse: 'collapse', mx: '-4', width: 'calc(100% + 2rem)' })}
        >
          <caption className={css({ srOnly: true })}>{t('resources.registered.title')}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className={css({
                  textAlign: 'start',
                  textStyle: 'small',
                  color: 'fg.muted',
                  px: '4',
                  pb: '2',
                })}
              >
                {t('resources.registered.week')}
              </th>
              <th
                scope="col"
                className={css({
                  textAlign: 'start',
                  textStyle: 'small',
                  color: 'fg.muted',
                  px: '4',
                  pb: '2',
                  w: 'full',
                })}
              >
                {t('resources.registered.hours')}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th
                  scope="row"
                  className={cx(
                    cell,
                    css({ textAlign: 'start', fontWeight: 'medium', whiteSpace: 'nowrap' }),
                  )}
                >
                  {t('resources.registered.weekLabel', { week: week.number })}
                </th>
                <td className={cell}>
                  <span className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                    <span
                      aria-hidden="true"
                      className={css({
                        flex: '1',
                        h: '3',
                        bg: 'gray.100',
                        borderRadius: 'full',
                        overflow: 'hidden',
                      })}
                    >
                      <span
                        className={css({ display: 'block', h: 'full', bg: 'accent', borderRadius: 'full' })}
                        style={{ width: `${(week.hours / max) * 100}%` }}
                      />
                    </span>
                    <span
                      className={css({ minW: '6rem', textAlign: 'end', fontVariantNumeric: 'tabular-nums' })}
                    >
                      {t('resources.hours', { hours: formatHours(week.hours) })}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={css({ textAlign: 'start', px: '4', pt: '3' })}>
                {t('resources.registered.total')}
              </th>
              <td className={css({ textAlign: 'end', px: '4', pt: '3', fontWeight: 'semibold' })}>
                {t('resources.hours', { hours: formatHours(total) })}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  )
}

function EditColleague({
  colleague,
  categories,
  lastResult,
}: {
  colleague: AccountJson
  categories: CategoryJson[]
  lastResult: ReturnType<typeof formReply>
}) {
  const t = useT()
  const [form, fields] = useForm({
    id: 'edit',
    lastResult,
    defaultValue: {
      role: colleague.role,
      hourly_rate: formatDecimalInput(colleague.hourly_rate),
      company_account_category_id:
        colleague.company_account_category_id === null
          ? 'null'
          : String(colleague.company_account_category_id),
    },
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: colleagueEditSchema }),
  })
  return (
    <section aria-labelledby="rediger-titel" className={panel}>
      <h2 id="rediger-titel" className={sectionTitle}>
        {t('resources.edit.title')}
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <input type="hidden" name="intent" value="update-account" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          meta={fields.role}
          label={t('resources.edit.role')}
          options={ROLES.map((role) => ({ value: role, label: t(`values.role.${role}`) }))}
        />
        <TextField
          meta={fields.hourly_rate}
          label={t('resources.edit.hourlyRate')}
          helperText={t('resources.edit.hourlyRateHelp')}
          inputMode="decimal"
          optional
        />
        <SelectField
          meta={fields.company_account_category_id}
          label={t('resources.edit.category')}
          options={[
            { value: 'null', label: t('resources.noCategory') },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
        />
        <div>
          <SubmitButton
            name="intent"
            value="update-account"
            size="md"
            fullWidth={false}
            pendingLabel={t('resources.edit.submitting')}
          >
            {t('resources.edit.submit')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}
