import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { termsSchema } from '#domain/accounts.ts'
import { css } from '#styled-system/css'
import { FormErrors } from '../forms/FormErrors.tsx'
import { useErrorText } from '../forms/use-error-text.ts'
import { Checkbox } from '../ui/Checkbox.tsx'
import { PendingButton } from './PendingButton.tsx'

/**
 * The terms form: required acceptance of the terms and the privacy policy (links open the public
 * pages in a new tab), optional news by e-mail, 'Indsend'. A plain form posting to /app/terms,
 * which saves and comes back to `returnTo`: works the same with and without JavaScript.
 */
export function TermsForm({
  returnTo,
  lastResult,
}: {
  returnTo: string
  lastResult?: SubmissionResult<string[]>
}) {
  const t = useT()
  const errorText = useErrorText()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formAction === '/app/terms'
  const [form, fields] = useForm({
    id: 'terms',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: termsSchema }),
  })
  const acceptErrors = fields.terms_and_conditions_accepted.errors
  const errorId = fields.terms_and_conditions_accepted.errorId
  return (
    <Form
      method="post"
      action="/app/terms"
      {...getFormProps(form)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <Checkbox
          name="terms_and_conditions_accepted"
          id={fields.terms_and_conditions_accepted.id}
          required
          invalid={Boolean(acceptErrors?.length)}
          aria-describedby={acceptErrors?.length ? errorId : undefined}
        >
          {t('terms.acceptBefore')}
          <a href="/vilkaar" target="_blank" rel="noopener">
            {t('terms.termsLink')}
          </a>
          {t('terms.acceptBetween')}
          <a href="/privatliv" target="_blank" rel="noopener">
            {t('terms.privacyLink')}
          </a>
        </Checkbox>
        {acceptErrors?.length ? (
          <p
            id={errorId}
            className={css({
              textStyle: 'small',
              color: 'danger.fg',
              fontWeight: 'medium',
              mt: '1',
              ml: '7.5',
            })}
          >
            {acceptErrors.map(errorText).join(' ')}
          </p>
        ) : null}
      </div>
      <Checkbox name="marketing_opt_in" id={fields.marketing_opt_in.id}>
        {t('terms.marketing')}
      </Checkbox>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '2' })}>
        <PendingButton pending={pending} pendingLabel={t('terms.submitting')}>
          {t('terms.submit')}
        </PendingButton>
      </div>
    </Form>
  )
}
