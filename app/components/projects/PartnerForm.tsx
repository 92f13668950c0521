import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { partnerSchema } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { dialogActions, FormDialog } from '../forms/FormDialog.tsx'
import { FormErrors } from '../forms/FormErrors.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextareaField } from '../forms/TextareaField.tsx'
import { TextField } from '../forms/TextField.tsx'
import { PARTNER_FIELDS, PARTNER_FORM_ID } from './partner-form.ts'
import type { Partner } from './types.ts'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
})
const wide = css({ gridColumn: '1 / -1' })

/** A supplier: company name, CVR, trade, contact person, e-mail, phone, address and notes. */
export function PartnerFormDialog({
  open,
  closeTo,
  partner,
  lastResult,
}: {
  open: boolean
  closeTo: string
  partner?: Partner
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  return (
    <FormDialog
      open={open}
      closeTo={closeTo}
      size="lg"
      title={partner ? t('partners.form.updateTitle') : t('partners.form.createTitle')}
    >
      <PartnerForm partner={partner} lastResult={lastResult} closeTo={closeTo} />
    </FormDialog>
  )
}

function PartnerForm({
  partner,
  lastResult,
  closeTo,
}: {
  partner?: Partner
  lastResult?: SubmissionResult<string[]>
  closeTo: string
}) {
  const { t } = useTranslation()
  const defaultValue = Object.fromEntries(
    PARTNER_FIELDS.map((name) => [name, partner?.[name] ?? '']),
  ) as Record<(typeof PARTNER_FIELDS)[number], string>
  const [form, fields] = useForm({
    id: PARTNER_FORM_ID,
    lastResult,
    defaultValue,
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: partnerSchema }),
  })
  const intent = partner ? 'update-partner' : 'create-partner'
  return (
    <Form method="post" {...getFormProps(form)} className={grid} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {partner && <input type="hidden" name="partnerId" value={partner.id} />}
      <div className={wide}>
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      <div className={wide}>
        <TextField
          meta={fields.name}
          label={t('partners.form.name')}
          placeholder={t('partners.form.namePlaceholder')}
          autoComplete="off"
          maxLength={200}
        />
      </div>
      <TextField
        meta={fields.cvr}
        label={t('partners.form.cvr')}
        helperText={t('partners.form.cvrHelp')}
        inputMode="numeric"
        maxLength={8}
        autoComplete="off"
        optional
      />
      <TextField
        meta={fields.trade}
        label={t('partners.form.trade')}
        placeholder={t('partners.form.tradePlaceholder')}
        autoComplete="off"
        optional
      />
      <TextField
        meta={fields.contact_person}
        label={t('partners.form.contactPerson')}
        autoComplete="off"
        optional
      />
      <TextField
        meta={fields.phone}
        label={t('partners.form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        optional
      />
      <div className={wide}>
        <TextField
          meta={fields.email}
          label={t('partners.form.email')}
          type="email"
          autoComplete="off"
          optional
        />
      </div>
      <div className={wide}>
        <TextField meta={fields.address} label={t('partners.form.address')} autoComplete="off" optional />
      </div>
      <div className={wide}>
        <TextareaField meta={fields.notes} label={t('partners.form.notes')} />
      </div>
      <div className={dialogActions}>
        <Link to={closeTo} className={button({ variant: 'outline' })} preventScrollReset>
          {t('partners.form.cancel')}
        </Link>
        <SubmitButton
          name="intent"
          value={intent}
          size="md"
          fullWidth={false}
          pendingLabel={partner ? t('partners.form.updating') : t('partners.form.creating')}
        >
          {partner ? t('partners.form.update') : t('partners.form.create')}
        </SubmitButton>
      </div>
    </Form>
  )
}
