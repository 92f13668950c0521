import { type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useT } from '#app/components/use-t.ts'
import { type PartnerJson, partnerSchema } from '#domain/projects.ts'
import { DialogForm, dialogWide, formDialog } from '../forms/FormDialog.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { TextareaField } from '../forms/TextareaField.tsx'
import { TextField } from '../forms/TextField.tsx'
import { PARTNER_FIELDS, PARTNER_FORM_ID } from './partner-form.ts'

/** A supplier: company name, CVR, trade, contact person, e-mail, phone, address and notes. */
export const PartnerFormDialog = formDialog(PartnerForm, {
  resource: 'partners',
  editing: ({ partner }) => partner !== undefined,
  size: 'lg',
})

function PartnerForm({
  partner,
  lastResult,
  closeTo,
}: {
  partner?: PartnerJson
  lastResult?: SubmissionResult<string[]>
  closeTo: string
}) {
  const t = useT()
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
    <DialogForm
      form={form}
      intent={intent}
      hidden={{ partnerId: partner?.id }}
      closeTo={closeTo}
      cancelLabel={t('partners.form.cancel')}
      submitLabel={partner ? t('partners.form.update') : t('partners.form.create')}
      pendingLabel={partner ? t('partners.form.updating') : t('partners.form.creating')}
    >
      <div className={dialogWide}>
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
        autoComplete="off"
        optional
      />
      <TextField
        meta={fields.trade}
        label={t('partners.form.trade')}
        placeholder={t('partners.form.tradePlaceholder')}
        autoComplete="off"
        optional
        maxLength={120}
      />
      <TextField
        meta={fields.contact_person}
        label={t('partners.form.contactPerson')}
        autoComplete="off"
        optional
        maxLength={120}
      />
      <TextField
        meta={fields.phone}
        label={t('partners.form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        optional
      />
      <div className={dialogWide}>
        <TextField
          meta={fields.email}
          label={t('partners.form.email')}
          type="email"
          autoComplete="off"
          optional
        />
      </div>
      <div className={dialogWide}>
        <TextField
          meta={fields.address}
          label={t('partners.form.address')}
          autoComplete="off"
          optional
          maxLength={300}
        />
      </div>
      <div className={dialogWide}>
        <TextareaField meta={fields.notes} label={t('partners.form.notes')} maxLength={5000} />
      </div>
    </DialogForm>
  )
}
