import { createContext, type ReactNode, useContext, useId } from 'react'
import { css, cx } from '#styled-system/css'
import { field } from '#styled-system/recipes'
import { publicText as t } from '../../locales/public-text.ts'
import { AlertIcon } from '../basic-icons.tsx'
import { useErrorText } from '../forms/use-error-text.ts'
import { useHydrated } from '../use-hydrated.ts'

export interface FieldProps {
  label: ReactNode
  /** The control: Input, PasswordInput, Select, ... (their ids follow the field's). */
  children: ReactNode
  helperText?: ReactNode
  /** Error codes of domain/errors.ts; shown as Danish texts, and they mark the field invalid. */
  errors?: string[]
  required?: boolean
  /** Shows '(valgfrit)' after the label. */
  optional?: boolean
  /**
   * The control's id (a form field's: Conform's `meta.id` or a plain field's, forms/plain-form.ts), and
   * the ids of the error and helper texts.
   */
  id?: string
  errorId?: string
  helperId?: string
  className?: string
  /**
   * The text's limit (the schema's max). Said under the field ('Højst N tegn'; a counter of
   * `length` once typing with JavaScript) and in the too-long error. The control itself gets no
   * maxLength, which would cut a paste without a word.
   */
  maxLength?: number
  /** The text's current length, for the counter (the field's `value`). */
  length?: number
}

/** What a control inside a Field takes from it: its id, the label's, and its state. */
export interface FieldContextValue {
  ids: { control: string; label: string; helperText: string; errorText: string }
  invalid: boolean
  required: boolean
  /** The helper text's id, when the field has one. */
  ariaDescribedby: string | undefined
}

const FieldContext = createContext<FieldContextValue | undefined>(undefined)

/** The Field a control is in, if any (Select, Checkbox, the pickers: their ids and state). */
export function useFieldContext(): FieldContextValue | undefined {
  return useContext(FieldContext)
}

/**
 * The attributes of the Field's control (Input, Textarea): its id, required, aria-invalid, the helper
 * text as its description and the error text as its error message. Props given to the control win.
 */
export function useFieldControlProps() {
  const field = useFieldContext()
  if (!field) return {}
  return {
    id: field.ids.control,
    required: field.required || undefined,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.ariaDescribedby,
    'aria-errormessage': field.invalid ? field.ids.errorText : undefined,
    'data-invalid': field.invalid ? '' : undefined,
    'data-required': field.required ? '' : undefined,
  }
}

/**
 * Label, helper text and error text wired to the control (for, aria-invalid, aria-describedby,
 * aria-errormessage) as Ark's Field did, in a few lines of our own: Ark's field and its factory were
 * ≈ 6 KB gzip of every form page (decision 044, second round). The ids are known while rendering, so
 * the server's HTML carries the whole wiring.
 */
export function Field({
  label,
  children,
  helperText,
  errors,
  required,
  optional,
  id,
  errorId,
  helperId,
  className,
  maxLength,
  length = 0,
}: FieldProps) {
  const hydrated = useHydrated()
  const errorText = useErrorText()
  // Danish digit grouping: 'højst 10.000 tegn'.
  const max = maxLength?.toLocaleString('da-DK')
  const messageOf = (code: string) =>
    code === 'too_long' && max ? t('common.tooLong', { max }) : errorText(code)
  const classes = field()
  const invalid = Boolean(errors?.length)
  const uid = useId()
  const control = id ?? uid
  const helperShown = Boolean(helperText || maxLength)
  const context: FieldContextValue = {
    ids: {
      control,
      label: `field::${control}::label`,
      helperText: helperId ?? `field::${control}::helper-text`,
      errorText: errorId ?? `field::${control}::error-text`,
    },
    invalid,
    required: Boolean(required),
    ariaDescribedby: helperShown ? (helperId ?? `field::${control}::helper-text`) : undefined,
  }
  const state = { 'data-invalid': invalid ? '' : undefined }
  return (
    <FieldContext value={context}>
      <div {...state} className={cx(classes.root, className)}>
        <label
          id={context.ids.label}
          htmlFor={control}
          {...state}
          data-required={required ? '' : undefined}
          className={classes.label}
        >
          {label}
          {optional && <span className={classes.optional}>({t('common.optional')})</span>}
        </label>
        {children}
        {helperShown && (
          <span id={context.ids.helperText} className={classes.helperText}>
            {helperText}
            {helperText && maxLength ? ' · ' : null}
            {maxLength ? (
              <span
                data-part="character-count"
                className={css({
                  color: length > maxLength ? 'danger.fg' : undefined,
                  fontVariantNumeric: 'tabular-nums',
                })}
              >
                {hydrated && length > 0
                  ? t('common.characterCount', { length: length.toLocaleString('da-DK'), max })
                  : t('common.maxCharacters', { max })}
              </span>
            ) : null}
          </span>
        )}
        {invalid && (
          <span id={context.ids.errorText} aria-live="polite" className={classes.errorText}>
            <AlertIcon width="16" height="16" style={{ flexShrink: 0, marginTop: '2px' }} />
            <span>{errors?.map(messageOf).join(' ')}</span>
          </span>
        )}
      </div>
    </FieldContext>
  )
}
