import { data, Link, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router'
import { RowActions } from '#app/components/forms/EditDeleteActions.tsx'
import { formReply } from '#app/components/forms/form-reply.ts'
import {
  closedHref,
  DIALOG_PARAMS,
  editing,
  hrefWith,
  isNew,
  NEW_PARAM,
  onlyDialogChanged,
} from '#app/components/forms/modal-params.ts'
import { PlusIcon } from '#app/components/icons.tsx'
import { type ListColumn, ListPage, SearchFilter } from '#app/components/layout/ListPage.tsx'
import { NameText } from '#app/components/layout/NameText.tsx'
import { Pagination } from '#app/components/layout/Pagination.tsx'
import { PartnerFormDialog } from '#app/components/projects/PartnerForm.tsx'
import { telHref } from '#app/components/projects/ProjectOverview.tsx'
import { PARTNER_FORM, PARTNER_FORM_ID } from '#app/components/projects/partner-form.ts'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { api, throwApiFailure, tryApi } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import { submitForm } from '#app/server/forms.server.ts'
import type { PartnerJson, PartnerWithProjectsJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { idFrom } from '../projects/shared.server.ts'
import type { Route } from './+types/index'

/**
 * Suppliers (SPEC.md §2 /app/partners): the list with search (`?q=`) and page (`?side=`), the
 * projects each is linked to, and the supplier dialog (`?ny=leverandoer`, `?rediger=leverandoer-3`).
 */

const PER_PAGE = 25

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
  const pageNumber = Math.max(1, Number(url.searchParams.get('side')) || 1)
  const list = await tryApi<PartnerJson[]>(
    request,
    `/api/v1/partners${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  )
  if (list && !list.ok && list.status < 500) throwApiFailure(list)
  const all = list?.ok ? list.data : []
  const pages = Math.max(1, Math.ceil(all.length / PER_PAGE))
  const page = Math.min(pageNumber, pages)
  const shown = all.slice((page - 1) * PER_PAGE, page * PER_PAGE)
  // Each supplier's projects come with the supplier itself (GET /api/v1/partners/{id}).
  const details = await Promise.all(
    shown.map((partner) => tryApi<PartnerWithProjectsJson>(request, `/api/v1/partners/${partner.id}`)),
  )
  const partners: PartnerWithProjectsJson[] = shown.map((partner, index) => {
    const detail = details[index]
    return detail?.ok ? detail.data : { ...partner, projects: [] }
  })
  return {
    q,
    partners,
    failed: !list?.ok,
    pagy: {
      page,
      per_page: PER_PAGE,
      count: all.length,
      pages,
      next: page < pages ? page + 1 : null,
      prev: page > 1 ? page - 1 : null,
    },
  }
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (onlyDialogChanged(args)) return false
  return args.defaultShouldRevalidate
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (intent === 'create-partner' || intent === 'update-partner') {
    const id = intent === 'update-partner' ? idFrom(formData.get('partnerId')) : undefined
    return submitForm(
      formData,
      PARTNER_FORM,
      (value) =>
        api<PartnerJson>(request, id ? `/api/v1/partners/${id}` : '/api/v1/partners', {
          method: id ? 'PUT' : 'POST',
          json: value,
        }),
      () =>
        redirectBack(request, {
          flash: { type: 'success', message: id ? 'partners.notices.updated' : 'partners.notices.created' },
          drop: DIALOG_PARAMS,
        }),
    )
  }
  if (intent === 'delete-partner') {
    const id = idFrom(formData.get('partnerId'))
    const result = await api(request, `/api/v1/partners/${id}`, { method: 'DELETE' })
    if (!result.ok) return confirmFailure(formData, result)
    return redirectBack(request, {
      flash: { type: 'success', message: 'partners.notices.deleted' },
      drop: [...DIALOG_PARAMS],
    })
  }
  throw data(null, { status: 400 })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.partners.title)

const muted = css({ textStyle: 'small', color: 'fg.muted' })

export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const editedId = editing(params, 'leverandoer')
  const edited =
    typeof editedId === 'number' ? loaderData.partners.find((partner) => partner.id === editedId) : undefined

  const columns: ListColumn<PartnerWithProjectsJson>[] = [
    {
      id: 'name',
      header: t('partners.columns.name'),
      primary: true,
      cell: (partner) => (
        <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
          <NameText name={partner.name} className={css({ fontWeight: 'semibold' })} />
          {partner.cvr && <span className={muted}>{t('partners.cvr', { cvr: partner.cvr })}</span>}
        </span>
      ),
    },
    { id: 'trade', header: t('partners.columns.trade'), cell: (partner) => partner.trade ?? '' },
    {
      id: 'contact',
      header: t('partners.columns.contact'),
      cell: (partner) => (
        <span
          className={css({
            display: 'flex',
            flexDirection: 'column',
            minW: '0',
            alignItems: { base: 'flex-end', md: 'flex-start' },
          })}
        >
          {partner.contact_person && <span>{partner.contact_person}</span>}
          {partner.phone && (
            <a href={telHref(partner.phone)} className={css({ textStyle: 'small' })}>
              {partner.phone}
            </a>
          )}
          {partner.email && (
            <a
              href={`mailto:${partner.email}`}
              className={css({ textStyle: 'small', wordBreak: 'break-all' })}
            >
              {partner.email}
            </a>
          )}
        </span>
      ),
    },
    {
      id: 'projects',
      header: t('partners.columns.projects'),
      cell: (partner) =>
        partner.projects.length === 0 ? (
          <span className={css({ color: 'fg.subtle' })}>{t('partners.noProjects')}</span>
        ) : (
          <ul
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: { base: 'flex-end', md: 'flex-start' },
            })}
          >
            {partner.projects.map((project) => (
              <li key={project.id}>
                <Link to={`/app/projects/${project.id}?tab=partners`} className={css({ textStyle: 'small' })}>
                  <NameText name={project.name} lines={1} />
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      actions: true,
      cell: (partner) => <RowActions kind="partner" id={partner.id} name={partner.name} />,
    },
  ]

  return (
    <>
      <ListPage
        title={t('partners.title')}
        description={t('partners.lead')}
        actions={
          <Link
            to={hrefWith(location, { [NEW_PARAM]: 'leverandoer' })}
            className={button({ variant: 'solid' })}
            preventScrollReset
          >
            <PlusIcon width={18} height={18} />
            {t('partners.add')}
          </Link>
        }
        filters={
          <SearchFilter
            name="q"
            label={t('partners.search')}
            placeholder={t('partners.searchPlaceholder')}
            defaultValue={loaderData.q}
          />
        }
        filtersActive={Boolean(loaderData.q)}
        columns={columns}
        rows={loaderData.partners}
        rowKey={(partner) => partner.id}
        error={loaderData.failed}
        emptyText={t('partners.empty')}
      >
        <Pagination pagy={loaderData.pagy} />
      </ListPage>
      <PartnerFormDialog
        key={edited?.id ?? 'ny'}
        open={isNew(params, 'leverandoer') || edited !== undefined}
        closeTo={closedHref(location)}
        partner={edited}
        lastResult={formReply(actionData, PARTNER_FORM_ID)}
      />
    </>
  )
}
