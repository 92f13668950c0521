import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { useT } from '#app/components/use-t.ts'
import { type Availability, NAME_MAX, nameSchema } from '#domain/accounts.ts'
import type { CurrentUser } from '#domain/user.ts'
import { css, cx } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { FormErrors } from '../forms/FormErrors.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { TextField } from '../forms/TextField.tsx'
import { useErrorText } from '../forms/use-error-text.ts'
import { WeeklyCapacityEditor } from '../forms/WeeklyCapacityEditor.tsx'
import { CameraIcon } from '../icons.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { Avatar } from './Avatar.tsx'
import { type AccountActionData, PHOTO_TYPES, photoSchema } from './account-forms.ts'
import { LogoutButton } from './LogoutButton.tsx'
import { PendingButton } from './PendingButton.tsx'
import { useSectionForm } from './use-section-form.ts'

/** What /app/account's loader answers, for the page and for the dialog's fetcher (null: the API failed). */
export interface AccountData {
  availability: Availability | null
}

export interface AccountSettingsProps {
  mode: 'page' | 'dialog'
  user: CurrentUser
  /** null: the week could not be read ('Fejl ved indlæsning af kapacitet'); undefined: still loading. */
  availability: Availability | null | undefined
  /** The page's action answer (page mode). */
  actionData?: AccountActionData
}

const sectionTitle = css({ textStyle: 'heading', mb: '1' })
const section = css({ pt: '6', mt: '6', borderTopWidth: '1px', borderColor: 'border.subtle' })

/**
 * 'Kontoindstillinger': photo, name and e-mail; 'Oplysninger' (name); 'Tilgængelighed' (weekly
 * capacity); 'Log ud'. The same content as a page (plain forms) and in the avatar's dialog.
 */
export function AccountSettings({ mode, user, availability, actionData }: AccountSettingsProps) {
  const t = useT()
  const via = mode === 'dialog' ? <input type="hidden" name="via" value="dialog" /> : null
  const availabilityForm = useSectionForm('availability', mode, actionData)
  return (
    <div>
      <PhotoSection mode={mode} user={user} actionData={actionData} hiddenFields={via} />

      <section aria-labelledby="account-details" className={section}>
        <h2 id="account-details" className={sectionTitle}>
          {t('account.details')}
        </h2>
        <NameForm mode={mode} user={user} actionData={actionData} hiddenFields={via} />
      </section>

      <section aria-labelledby="account-availability-title" className={section}>
        <h2 id="account-availability-title" className={sectionTitle}>
          {t('account.availability')}
        </h2>
        <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '4' })}>
          {t('account.availabilityHelp')}
        </p>
        {availability === undefined ? (
          <p
            role="status"
            className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' })}
          >
            <span className={spinner} aria-hidden="true" />
            {t('account.loading')}
          </p>
        ) : availability === null ? (
          <Alert tone="danger">{t('account.loadError')}</Alert>
        ) : (
          <WeeklyCapacityEditor
            id="account-availability"
            intent="availability"
            action="/app/account"
            availability={availability}
            FormComponent={availabilityForm.Form}
            lastResult={availabilityForm.lastResult}
            pending={availabilityForm.pending}
            hiddenFields={via}
          />
        )}
      </section>

      <div className={section}>
        <LogoutButton />
      </div>
    </div>
  )
}

const spinner = css({
  w: '4',
  h: '4',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'spin 0.7s linear infinite',
})

interface SectionProps {
  mode: 'page' | 'dialog'
  user: CurrentUser
  actionData?: AccountActionData
  hiddenFields: ReactNode
}

/** Photo, name and e-mail, and 'Skift billede': with JavaScript the chosen file uploads at once. */
function PhotoSection({ mode, user, actionData, hiddenFields }: SectionProps) {
  const t = useT()
  const hydrated = useHydrated()
  const errorText = useErrorText()
  const { Form: FormComponent, lastResult, pending } = useSectionForm('photo', mode, actionData)
  const [form, fields] = useForm({
    id: 'account-photo',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoSchema }),
  })
  const errors = fields.photo.errors
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '5', flexWrap: 'wrap' })}>
      <div className={css({ position: 'relative' })}>
        <Avatar name={user.name} src={user.photo.url} size="lg" />
        {pending && (
          <span
            className={css({
              position: 'absolute',
              inset: '0',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'full',
              bg: 'rgba(255,255,255,0.7)',
              color: 'accent',
            })}
          >
            <span className={spinner} aria-hidden="true" />
          </span>
        )}
      </div>
      <div className={css({ flex: '1', minW: '12rem', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <div>
          <p className={css({ textStyle: 'heading', overflowWrap: 'anywhere' })}>{user.name}</p>
          <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{user.email}</p>
        </div>
        <FormComponent
          method="post"
          action="/app/account"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}
        >
          <input type="hidden" name="intent" value="photo" />
          {hiddenFields}
          <FormErrors id={form.errorId} errors={form.errors} />
          <label
            className={cx(
              hydrated && button({ variant: 'outline', size: 'sm' }),
              hydrated &&
                css({ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'border.focus' } }),
              !hydrated && css({ display: 'flex', flexDirection: 'column', gap: '1.5', textStyle: 'label' }),
            )}
          >
            {hydrated && <CameraIcon width="16" height="16" />}
            {pending ? t('account.uploading') : t('account.changePhoto')}
            <input
              type="file"
              name="photo"
              id={fields.photo.id}
              accept={PHOTO_TYPES.join(',')}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={errors?.length ? fields.photo.errorId : fields.photo.descriptionId}
              className={hydrated ? css({ srOnly: true }) : css({ textStyle: 'small', fontWeight: 'normal' })}
              onChange={
                hydrated
                  ? (event) => event.currentTarget.files?.length && event.currentTarget.form?.requestSubmit()
                  : undefined
              }
            />
          </label>
          {!hydrated && (
            <Button type="submit" variant="outline" size="sm">
              {t('account.uploadPhoto')}
            </Button>
          )}
          <p id={fields.photo.descriptionId} className={css({ textStyle: 'small', color: 'fg.muted' })}>
            {t('account.photoHelp')}
          </p>
          {errors?.length ? (
            <p
              id={fields.photo.errorId}
              role="alert"
              className={css({ textStyle: 'small', color: 'danger.fg', fontWeight: 'medium' })}
            >
              {errors.map(errorText).join(' ')}
            </p>
          ) : null}
        </FormComponent>
      </div>
    </div>
  )
}

/** 'Oplysninger': the required 'Navn' and 'Gem ændringer'. */
function NameForm({ mode, user, actionData, hiddenFields }: SectionProps) {
  const t = useT()
  const { Form: FormComponent, lastResult, pending } = useSectionForm('name', mode, actionData)
  const [form, fields] = useForm({
    id: 'account-name',
    lastResult,
    defaultValue: { name: user.name },
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: nameSchema }),
  })
  return (
    <FormComponent
      method="post"
      action="/app/account"
      {...getFormProps(form)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '3' })}
    >
      <input type="hidden" name="intent" value="name" />
      {hiddenFields}
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={fields.name} label={t('account.name')} autoComplete="name" maxLength={NAME_MAX} />
      <div>
        <PendingButton pending={pending} pendingLabel={t('account.saving')}>
          {t('account.save')}
        </PendingButton>
      </div>
    </FormComponent>
  )
}
