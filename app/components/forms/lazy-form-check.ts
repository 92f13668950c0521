import { parse } from '@conform-to/react'
import type { core } from 'zod/mini'
import { type FormCheck, lazyCheck } from './lazy-check.ts'

/**
 * The browser's check of a sign-in area form with Conform's `useForm` (login and forgot-password
 * have a plain form: `usePlainForm`, decision 052), loaded after the page (`lazyCheck`, decision
 * 044). Until it has arrived, `check` lets the form go to the action, which checks with the same
 * schema and answers the same Danish messages.
 */
export function lazyFormCheck<Schema extends core.$ZodType>(loadSchema: () => Promise<Schema>) {
  const { loaded, useLoaded } = lazyCheck(loadSchema)
  const check: FormCheck<Schema> = (formData) =>
    loaded()?.(formData) ??
    (parse(formData, { resolve: () => ({ value: undefined }) }) as ReturnType<FormCheck<Schema>>)
  return { check, useLoaded }
}
