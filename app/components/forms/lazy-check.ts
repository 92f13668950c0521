import { useEffect } from 'react'
import type { core } from 'zod/mini'
import type { parseForm } from './parse-form.ts'

/** A form's check in the browser: what `parseForm` makes of the form data with the schema. */
export type FormCheck<Schema extends core.$ZodType> = (
  formData: FormData,
) => ReturnType<typeof parseForm<Schema>>

/**
 * A form's schema and `parseForm` (Conform's parse, zod/mini), loaded after the page so they are
 * not on its first load (decision 044). `useLoaded` in the component starts the load once the page
 * is hydrated; `loaded` is the check once it has arrived, undefined until then (the action checks
 * with the same schema and answers the same Danish messages meanwhile). Nothing of Conform is
 * imported here but types: a page without Conform in the browser uses this (decision 052).
 */
export function lazyCheck<Schema extends core.$ZodType>(loadSchema: () => Promise<Schema>) {
  let loaded: FormCheck<Schema> | undefined
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
  return {
    loaded: (): FormCheck<Schema> | undefined => loaded,
    useLoaded: () => useEffect(load, []),
  }
}
