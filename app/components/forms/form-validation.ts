/**
 * When Conform checks a form in the browser: first on submit, then as the user corrects a field.
 * Not on blur: a message appearing under the field being left moves the submit button away from
 * under the pointer, and the click that caused the blur is lost.
 */
export const formValidation = { shouldValidate: 'onSubmit', shouldRevalidate: 'onInput' } as const
