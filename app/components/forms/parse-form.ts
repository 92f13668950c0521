import { parse, type Submission } from '@conform-to/react'
import { type core, safeParse } from 'zod/mini'

/** What a form posts, with each empty text as not given, as Conform's zod coercion has it. */
function withoutEmptyTexts(value: unknown): unknown {
  if (value === '') return undefined
  if (Array.isArray(value)) return value.map(withoutEmptyTexts)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutEmptyTexts(item)]))
  }
  return value
}

/** Conform's field name of an issue's path: `email`, `rows[2].hours`; '' for the form. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, part) =>
      typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part),
    '',
  )
}

/**
 * Conform's `parseWithZod` for forms of text fields, on zod/mini: `@conform-to/zod/v4` builds its
 * coercion from classic zod, which would put all of classic zod on the sign-in pages (decision 044).
 * An empty text is not given (so a missing choice is `required`), as there; each issue's message
 * (an error code) goes onto its field. The action parses with it too, so both check alike.
 */
export function parseForm<Schema extends core.$ZodType>(
  formData: FormData,
  schema: Schema,
): Submission<core.input<Schema>, string[], core.output<Schema>> {
  return parse(formData, {
    resolve(payload) {
      const result = safeParse(schema, withoutEmptyTexts(payload))
      if (result.success) return { value: result.data }
      const error: Record<string, string[]> = {}
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path)
        error[name] = [...(error[name] ?? []), issue.message]
      }
      return { error }
    },
  })
}
