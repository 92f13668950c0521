import { Form, Link } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { PartnerJson, ProjectPartnerJson } from '#domain/projects.ts'
import { css, cx } from '#styled-system/css'
import { field, input, select } from '#styled-system/recipes'
import { ConfirmDialog } from '../forms/ConfirmDialog.tsx'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { DataTable, type ListColumn } from '../layout/ListPage.tsx'
import { NameText } from '../layout/NameText.tsx'
import { panel } from './ProjectOverview.tsx'
import { useProjectAction } from './project-actions.ts'

/** The suppliers linked to the project (GET/POST/DELETE /api/v1/projects/{id}/partners). */
export function PartnersTab({
  linked,
  partners,
  failed,
}: {
  linked: ProjectPartnerJson[]
  partners: PartnerJson[]
  failed: boolean
}) {
  const t = useT()
  const action = useProjectAction('partners')
  const linkedIds = new Set(linked.map((partner) => partner.id))
  const available = partners.filter((partner) => !linkedIds.has(partner.id))
  const classes = field()
  const columns: ListColumn<ProjectPartnerJson>[] = [
    {
      id: 'name',
      header: t('partners.columns.name'),
      primary: true,
      cell: (partner) => <NameText name={partner.name} className={css({ fontWeight: 'semibold' })} />,
    },
    { id: 'trade', header: t('partners.columns.trade'), cell: (partner) => partner.trade ?? '' },
    {
      id: 'phone',
      header: t('partners.form.phone'),
      cell: (partner) =>
        partner.phone ? <a href={`tel:${partner.phone.replace(/\s/g, '')}`}>{partner.phone}</a> : '',
    },
    {
      id: 'actions',
      header: t('list.actions'),
      actions: true,
      cell: (partner) => (
        <ConfirmDialog
          id={`fjern-leverandoer-${partner.id}`}
          title={t('projects.partners.removeTitle')}
          description={t('projects.partners.removeText', { name: partner.name })}
          trigger={t('projects.partners.remove')}
          triggerLabel={t('projects.partners.removeFor', { name: partner.name })}
          fields={{ intent: 'unlink-partner', partnerId: String(partner.id) }}
          action={action}
        />
      ),
    },
  ]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <section aria-labelledby="tilknyt-titel" className={panel}>
        <h2 id="tilknyt-titel" className={css({ textStyle: 'heading' })}>
          {t('projects.partners.title')}
        </h2>
        <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '4' })}>
          {t('projects.partners.lead')}
        </p>
        {available.length > 0 ? (
          <Form
            method="post"
            action={action}
            preventScrollReset
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}
          >
            <input type="hidden" name="intent" value="link-partner" />
            <label className={cx(classes.root, css({ flex: '1 1 16rem', w: 'auto' }))}>
              <span className={classes.label}>{t('projects.partners.choose')}</span>
              <select name="partner_id" required defaultValue="" className={cx(input(), select().native)}>
                <option value="" disabled>
                  {t('projects.partners.placeholder')}
                </option>
                {available.map((partner) => (
                  <option key={partner.id} value={partner.id}>
                    {partner.name}
                    {partner.trade ? ` – ${partner.trade}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <SubmitButton
              name="intent"
              value="link-partner"
              size="md"
              fullWidth={false}
              pendingLabel={t('projects.partners.adding')}
            >
              {t('projects.partners.add')}
            </SubmitButton>
          </Form>
        ) : (
          <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
            {partners.length === 0 ? t('projects.partners.none') : t('projects.partners.allLinked')}{' '}
            <Link to="/app/partners">{t('projects.partners.manage')}</Link>
          </p>
        )}
      </section>
      <DataTable
        caption={t('projects.partners.title')}
        columns={columns}
        rows={linked}
        rowKey={(partner) => partner.id}
        error={failed}
        emptyText={t('projects.partners.empty')}
      />
    </div>
  )
}
