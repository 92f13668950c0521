import { parse, type Submission } from '@conform-to/react'
import { useEffect } from 'react'
import type { core } from 'zod/mini'

type Check<Schema extends core.$ZodType> = (
  formData: FormData,
) => Submission<core.input<Schema>, string[], core.output<Schema>>

/**
 * The browser's check of a sign-in area form (login and forgot-password have none: they check in
 * the action only, decision 052), loaded after the page: zod/mini, the schema and
 * parseForm are not on the page's first load (decision 044). `useLoaded` in the component starts
 * the load once the page is hydrated; until it has arrived, `check` lets the form go to the
 * action, which checks with the same schema and answers the same Danish messages.
 */
export function lazyFormCheck<Schema extends core.$ZodType>(loadSchema: () => Promise<Schema>) {
  let loaded: Check<Schema> | undefined
  let loading: Promise<void> | undefined
  const load = () => {
    loading ??= Promise.all([import('./parse-form.ts'), loadSchema()]).then(([{ parseForm }, schema]) => {
      loaded = (formData) => parseForm(formData, schema)
    })
    // A failed load is tried again on the next page that needs it; the action checks meanwhile.
    loading.catch(() => {
      loading = undefined
    })
  }
  const check: Check<Schema> = (formData) =>
    loaded
      ? loaded(formData)
      : (parse(formData, { resolve: () => ({ value: undefined }) }) as ReturnType<Check<Schema>>)
  return {
    check,
    useLoaded: () => useEffect(load, []),
  }
}
