import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form, Link, useFetcher, useNavigation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { ENPS_COMMENT_MAX } from '#domain/accounts.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { FormErrors } from '../forms/FormErrors.tsx'
import { useErrorText } from '../forms/use-error-text.ts'
import { Button } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { RatingGroup } from '../ui/RatingGroup.tsx'
import { Textarea } from '../ui/Textarea.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { ENPS_FORM_ID, type EnpsActionData, enpsSchema } from './enps-form.ts'
import { PendingButton } from './PendingButton.tsx'

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
  const t = useT()
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
    id: ENPS_FORM_ID,
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
        helperId={fields.comment.descriptionId}
        errors={fields.comment.errors}
        maxLength={ENPS_COMMENT_MAX}
        length={typeof fields.comment.value === 'string' ? fields.comment.value.length : 0}
      >
        <Textarea
          name={fields.comment.name}
          defaultValue={fields.comment.initialValue as string | undefined}
          aria-describedby={fields.comment.descriptionId}
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
