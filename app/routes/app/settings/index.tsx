import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useLocation } from 'react-router'
import { ConfirmDialog } from '#app/components/forms/ConfirmDialog.tsx'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { formReply } from '#app/components/forms/form-reply.ts'
import { formValidation } from '#app/components/forms/form-validation.ts'
import { SelectField } from '#app/components/forms/SelectField.tsx'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import { submitForm } from '#app/server/forms.server.ts'
import { nameSchema } from '#domain/accounts.ts'
import { companySchema } from '#domain/auth.ts'
import { INDUSTRIES, TEAM_SIZES } from '#domain/enums.ts'
import type { CategoryJson } from '#domain/projects.ts'
import type { CompanyData } from '#domain/user.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { Route } from './+types/index'

/**
 * Company settings (SPEC.md §2 /app/settings, 'Administration'), administrators only: the
 * company's details, project categories and resource categories, one tab each. The tab and the
 * category being renamed live in the URL (?fane=…&omdoeb=…), so everything works without
 * JavaScript; every form posts its own `intent` here.
 */

const TABS = ['virksomhed', 'projektkategorier', 'ressourcekategorier'] as const
type Tab = (typeof TABS)[number]
type Kind = 'project' | 'resource'

const KIND_OF_TAB: Partial<Record<Tab, Kind>> = {
  projektkategorier: 'project',
  ressourcekategorier: 'resource',
}
const CATEGORY_PATH: Record<Kind, string> = {
  project: '/api/v1/categories',
  resource: '/api/v1/account_categories',
}

function readTab(url: URL): Tab {
  const tab = url.searchParams.get('fane')
  return (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'virksomhed'
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext)
  const url = new URL(request.url)
  const tab = readTab(url)
  const kind = KIND_OF_TAB[tab]
  let categories: CategoryJson[] = []
  let categoriesFailed = false
  if (kind) {
    const result = await api<CategoryJson[]>(request, CATEGORY_PATH[kind])
    categoriesFailed = !result.ok
    if (result.ok) categories = result.data
  }
  const renaming = Number(url.searchParams.get('omdoeb')) || null
  return { tab, kind, company: user.company, categories, categoriesFailed, renaming }
}

const COMPANY_FORM = {
  id: 'company',
  schema: companySchema,
  fields: ['name', 'industry', 'amount_of_employees', 'legal_registration_number'],
}

function categoryKind(value: FormDataEntryValue | null): Kind {
  if (value === 'project' || value === 'resource') return value
  throw data(null, { status: 400 })
}

function categoryId(value: FormDataEntryValue | null): number {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 400 })
  return id
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const intent = formData.get('intent')

  if (intent === 'company') {
    return submitForm(
      formData,
      COMPANY_FORM,
      (value) => api(request, '/api/v1/company', { method: 'PUT', json: value }),
      () => redirectBack(request, { flash: { type: 'success', message: 'settings.notices.companySaved' } }),
    )
  }

  if (intent === 'add-category' || intent === 'rename-category') {
    const kind = categoryKind(formData.get('kind'))
    const id = intent === 'rename-category' ? categoryId(formData.get('categoryId')) : undefined
    const form = id === undefined ? `add-${kind}` : `rename-${kind}-${id}`
    return submitForm(
      formData,
      { id: form, schema: nameSchema, fields: ['name'] },
      (value) =>
        api(request, id === undefined ? CATEGORY_PATH[kind] : `${CATEGORY_PATH[kind]}/${id}`, {
          method: id === undefined ? 'POST' : 'PUT',
          json: value,
        }),
      () =>
        redirectBack(request, {
          flash: {
            type: 'success',
            message: id === undefined ? 'settings.notices.categoryAdded' : 'settings.notices.categoryRenamed',
          },
          drop: ['omdoeb'],
        }),
    )
  }

  if (intent === 'delete-category') {
    const kind = categoryKind(formData.get('kind'))
    const id = categoryId(formData.get('categoryId'))
    const result = await api(request, `${CATEGORY_PATH[kind]}/${id}`, { method: 'DELETE' })
    if (!result.ok) return confirmFailure(formData, result)
    return redirectBack(request, {
      flash: { type: 'success', message: 'settings.notices.categoryDeleted' },
      drop: ['omdoeb'],
    })
  }

  throw data(null, { status: 400 })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.settings.title)

const panel = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  p: { base: '5', md: '6' },
})

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { tab, kind } = loaderData
  const tabLabels: Record<Tab, string> = {
    virksomhed: t('settings.tabs.company'),
    projektkategorier: t('settings.tabs.projectCategories'),
    ressourcekategorier: t('settings.tabs.resourceCategories'),
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' })}>
      <header>
        <h1 className={css({ textStyle: 'title' })}>{t('settings.title')}</h1>
        <p className={css({ color: 'fg.muted', mt: '1' })}>{t('settings.lead')}</p>
      </header>
      <nav aria-label={t('settings.tabs.label')}>
        <ul
          className={css({
            display: 'flex',
            flexWrap: { base: 'wrap', sm: 'nowrap' },
            gap: '2',
            borderBottomWidth: { base: '0', sm: '1px' },
            borderColor: 'border.subtle',
          })}
        >
          {TABS.map((value) => (
            <li key={value}>
              <Link
                to={{ search: value === 'virksomhed' ? '' : `?fane=${value}` }}
                aria-current={value === tab ? 'page' : undefined}
                preventScrollReset
                className={css({
                  display: 'block',
                  px: { base: '3', sm: '4' },
                  py: { base: '1.5', sm: '2.5' },
                  mb: { sm: '-1px' },
                  whiteSpace: 'nowrap',
                  fontWeight: 'medium',
                  color: 'fg.muted',
                  textDecoration: 'none',
                  // Phones: the tabs wrap as pills; wider: underlined tabs.
                  borderWidth: { base: '1px', sm: '0' },
                  borderBottomWidth: { base: '1px', sm: '2px' },
                  borderColor: { base: 'border.subtle', sm: 'transparent' },
                  borderRadius: { base: 'full', sm: '0' },
                  bg: { base: 'surface', sm: 'transparent' },
                  _hover: { color: 'fg' },
                  '&[aria-current=page]': {
                    color: 'accent.fg',
                    borderColor: 'accent',
                    fontWeight: 'semibold',
                    bg: { base: 'accent.subtle', sm: 'transparent' },
                  },
                })}
              >
                {tabLabels[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'virksomhed' && (
        <CompanyForm company={loaderData.company} lastResult={formReply(actionData, 'company')} />
      )}
      {kind && (
        <Categories
          key={kind}
          kind={kind}
          categories={loaderData.categories}
          failed={loaderData.categoriesFailed}
          renaming={loaderData.renaming}
          actionData={actionData}
        />
      )}
    </div>
  )
}

function CompanyForm({
  company,
  lastResult,
}: {
  company: CompanyData
  lastResult: ReturnType<typeof formReply>
}) {
  const t = useT()
  const [form, fields] = useForm({
    id: 'company',
    lastResult,
    defaultValue: {
      name: company.name,
      industry: company.industry,
      amount_of_employees: company.amount_of_employees,
      legal_registration_number: company.legal_registration_number ?? '',
    },
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companySchema }),
  })
  const industries = INDUSTRIES.map((value) => ({ value, label: t(`values.industry.${value}`) })).sort(
    (a, b) => a.label.localeCompare(b.label, 'da'),
  )
  const teamSizes = TEAM_SIZES.map((value) => ({ value, label: t(`values.teamSize.${value}`) }))
  return (
    <section aria-labelledby="virksomhed-titel" className={panel}>
      <h2 id="virksomhed-titel" className={css({ textStyle: 'heading', mb: '5' })}>
        {t('settings.company.title')}
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        preventScrollReset
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '5' })}
      >
        <input type="hidden" name="intent" value="company" />
        <div className={css({ gridColumn: '1 / -1', '&:has(> [hidden])': { display: 'none' } })}>
          <FormErrors id={form.errorId} errors={form.errors} />
        </div>
        <div className={css({ gridColumn: '1 / -1' })}>
          <TextField meta={fields.name} label={t('settings.company.name')} autoComplete="organization" />
        </div>
        <SelectField meta={fields.industry} label={t('settings.company.industry')} options={industries} />
        <SelectField
          meta={fields.amount_of_employees}
          label={t('settings.company.amountOfEmployees')}
          options={teamSizes}
        />
        <TextField
          meta={fields.legal_registration_number}
          label={t('settings.company.cvr')}
          helperText={t('settings.company.cvrHelp')}
          inputMode="numeric"
          optional
        />
        <div className={css({ gridColumn: '1 / -1' })}>
          <SubmitButton
            name="intent"
            value="company"
            size="md"
            fullWidth={false}
            pendingLabel={t('settings.company.submitting')}
          >
            {t('settings.company.submit')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}

function Categories({
  kind,
  categories,
  failed,
  renaming,
  actionData,
}: {
  kind: Kind
  categories: CategoryJson[]
  failed: boolean
  renaming: number | null
  actionData: unknown
}) {
  const t = useT()
  const location = useLocation()
  const title =
    kind === 'project' ? t('settings.categories.projectTitle') : t('settings.categories.resourceTitle')
  const lead =
    kind === 'project' ? t('settings.categories.projectLead') : t('settings.categories.resourceLead')
  const tabSearch = `?fane=${kind === 'project' ? 'projektkategorier' : 'ressourcekategorier'}`
  return (
    <section aria-labelledby="kategorier-titel" className={panel}>
      <h2 id="kategorier-titel" className={css({ textStyle: 'heading', mb: '1' })}>
        {title}
      </h2>
      <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '5' })}>{lead}</p>
      <CategoryNameForm
        key={location.key}
        formId={`add-${kind}`}
        kind={kind}
        lastResult={formReply(actionData, `add-${kind}`)}
      />
      {failed ? (
        <Alert tone="danger" className={css({ mt: '5' })}>
          {t('list.loadError')}
        </Alert>
      ) : categories.length === 0 ? (
        <p className={css({ mt: '5', color: 'fg.muted' })}>{t('settings.categories.empty')}</p>
      ) : (
        <ul
          aria-label={title}
          className={css({
            mt: '5',
            borderTopWidth: '1px',
            borderColor: 'border.subtle',
            '& > li': { borderBottomWidth: '1px', borderColor: 'border.subtle' },
          })}
        >
          {categories.map((category) => (
            <li
              key={category.id}
              className={css({
                display: 'flex',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: '3',
                py: '3',
                minH: '60px',
              })}
            >
              {renaming === category.id ? (
                <CategoryNameForm
                  formId={`rename-${kind}-${category.id}`}
                  kind={kind}
                  category={category}
                  cancelHref={tabSearch}
                  lastResult={formReply(actionData, `rename-${kind}-${category.id}`)}
                />
              ) : (
                <>
                  <span
                    className={css({
                      flex: '1 1 8rem',
                      minW: '0',
                      fontWeight: 'medium',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {category.name}
                  </span>
                  <span className={css({ display: 'flex', gap: '2' })}>
                    <Link
                      to={`${tabSearch}&omdoeb=${category.id}`}
                      preventScrollReset
                      className={button({ variant: 'ghost', size: 'sm' })}
                      aria-label={t('settings.categories.renameFor', { name: category.name })}
                    >
                      {t('settings.categories.rename')}
                    </Link>
                    <ConfirmDialog
                      id={`slet-${category.id}`}
                      title={t('settings.categories.deleteTitle')}
                      description={t('settings.categories.deleteText', { name: category.name })}
                      trigger={t('settings.categories.delete')}
                      triggerLabel={t('settings.categories.deleteFor', { name: category.name })}
                      fields={{ intent: 'delete-category', kind, categoryId: String(category.id) }}
                    />
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Adds a category, or (given `category`) renames one in place. */
function CategoryNameForm({
  formId,
  kind,
  category,
  cancelHref,
  lastResult,
}: {
  formId: string
  kind: Kind
  category?: CategoryJson
  cancelHref?: string
  lastResult: ReturnType<typeof formReply>
}) {
  const t = useT()
  const renaming = category !== undefined
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: { name: category?.name ?? '' },
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: nameSchema }),
  })
  const intent = renaming ? 'rename-category' : 'add-category'
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      preventScrollReset
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3', w: 'full' })}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      {category && <input type="hidden" name="categoryId" value={category.id} />}
      <div className={css({ flex: '1 1 14rem', minW: '0' })}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          meta={fields.name}
          label={
            renaming
              ? t('settings.categories.renameLabel', { name: category.name })
              : t('settings.categories.newName')
          }
          autoComplete="off"
          autoFocus={renaming}
        />
      </div>
      <div className={css({ display: 'flex', gap: '2', pb: fields.name.errors?.length ? '7' : '0' })}>
        <SubmitButton
          name="intent"
          value={intent}
          size="md"
          fullWidth={false}
          variant={renaming ? 'solid' : 'outline'}
          pendingLabel={renaming ? t('settings.categories.saving') : t('settings.categories.adding')}
        >
          {renaming ? t('settings.categories.save') : t('settings.categories.add')}
        </SubmitButton>
        {cancelHref && (
          <Link to={cancelHref} preventScrollReset className={button({ variant: 'ghost' })}>
            {t('settings.categories.cancel')}
          </Link>
        )}
      </div>
    </Form>
  )
}
