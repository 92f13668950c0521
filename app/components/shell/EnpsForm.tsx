import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useFetcher, useNavigation } from 'react-router'
import { z } from 'zod'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { FormErrors } from '../forms/FormErrors.tsx'
import { useErrorText } from '../forms/use-error-text.ts'
import { Button } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { RatingGroup } from '../ui/RatingGroup.tsx'
import { Textarea } from '../ui/Textarea.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { PendingButton } from './PendingButton.tsx'

/** The eNPS form: 1–5 stars (`number`) and an optional comment; sent as `{ rating: { number, comment } }`. */
export const enpsSchema = z.object({
  number: z.coerce
    .number({ error: 'required' })
    .int('invalid_value')
    .min(1, 'required')
    .max(5, 'invalid_value'),
  comment: z.string().trim().max(2000, 'too_long').optional(),
})

export interface EnpsActionData {
  ok: boolean
  result: SubmissionResult<string[]>
}

/**
 * 'eNPS Undersøgelse': the stars, 'Kommentar (valgfri)', 'Annuller' and 'Send' (disabled until
 * a star is chosen). In the dialog it posts with a fetcher; on the page it is a plain form.
 */
export function EnpsForm({
  mode,
  onCancel,
  cancelHref = '/app/dashboard',
  pageAnswer,
}: {
  mode: 'page' | 'dialog'
  onCancel?: () => void
  cancelHref?: string
  pageAnswer?: EnpsActionData
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const errorText = useErrorText()
  const fetcher = useFetcher<EnpsActionData>({ key: 'enps' })
  const navigation = useNavigation()
  const FormComponent = mode === 'dialog' ? (fetcher.Form as typeof Form) : Form
  const lastResult = mode === 'dialog' ? fetcher.data?.result : pageAnswer?.result
  const pending =
    mode === 'dialog'
      ? fetcher.state !== 'idle'
      : navigation.state === 'submitting' && navigation.formAction === '/app/enps'
  const [stars, setStars] = useState(0)
  const [form, fields] = useForm({
    id: 'enps',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enpsSchema }),
  })
  const ratingErrors = fields.number.errors
  return (
    <FormComponent
      method="post"
      action="/app/enps"
      {...getFormProps(form)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      {mode === 'dialog' && <input type="hidden" name="via" value="dialog" />}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <RatingGroup
          name="number"
          label={t('enps.question')}
          itemLabel={(count) => t('enps.star', { count })}
          value={stars}
          onValueChange={setStars}
          required
          invalid={Boolean(ratingErrors?.length)}
          aria-describedby={ratingErrors?.length ? fields.number.errorId : undefined}
        />
        {ratingErrors?.length ? (
          <p id={fields.number.errorId} className={css({ textStyle: 'small', color: 'danger.fg', mt: '1' })}>
            {ratingErrors.map(errorText).join(' ')}
          </p>
        ) : null}
      </div>
      <Field
        label={t('enps.comment')}
        id={fields.comment.id}
        errorId={fields.comment.errorId}
        errors={fields.comment.errors}
      >
        <Textarea
          name={fields.comment.name}
          defaultValue={fields.comment.initialValue as string | undefined}
          maxLength={2000}
          rows={4}
        />
      </Field>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' })}>
        {mode === 'dialog' ? (
          <Button variant="outline" onClick={onCancel}>
            {t('enps.cancel')}
          </Button>
        ) : (
          <Link to={cancelHref} className={button({ variant: 'outline' })}>
            {t('enps.cancel')}
          </Link>
        )}
        <PendingButton pending={pending} pendingLabel={t('enps.sending')} disabled={hydrated && stars < 1}>
          {t('enps.send')}
        </PendingButton>
      </div>
    </FormComponent>
  )
}
