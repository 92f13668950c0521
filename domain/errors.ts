/**
 * The error codes of the HTTP contract. The API puts them in `error` and `field_errors`; the web
 * shows `t('errors.<code>')`. Two answers carry SPEC.md §8's literal texts instead of a code.
 */
export const LOGIN_TO_CONTINUE = 'Please login to continue'
export const FINISH_COMPANY = 'You need to finish creating your company before proceeding.'

export const ERROR_CODES = [
  'required',
  'invalid_email',
  'passwords_not_same',
  'email_taken',
  'password_too_short',
  'password_too_long',
  'password_common',
  'wrong_login',
  'awaiting_verification',
  'company_name_taken',
  'invalid_phone',
  'must_exist',
  'invalid_cvr',
  'invalid_option',
  'invalid_value',
  'too_long',
  'token_invalid',
  'token_expired',
  'too_many_requests',
  'login_to_continue',
  'no_company',
  'already_in_company',
  'already_invited',
  'invitation_forbidden',
  'already_member',
  'last_administrator',
  'projects_exists',
  'not_an_image',
  'file_too_large',
  'payload_too_large',
  'category_in_use',
  'name_taken',
  'name_required',
  'status_required',
  'start_date_required_for_status',
  'end_date_required_for_status',
  'end_before_start',
  'invalid_date',
  'date_out_of_range',
  'range_too_long',
  'invalid_characters',
  'hours_positive',
  'hours_step',
  'hours_not_number',
  'hours_out_of_range',
  'hours_each_day_required',
  'project_required',
  'date_required',
  'task_not_in_project',
  'project_closed',
  'day_over_24',
  'entry_submitted',
  'multiple_entries',
  'stale_update',
  'wrong_password',
  'wrong_code',
  'step_up_required',
  'second_factor_required',
  'second_factor_enabled',
  'company_disabled',
  'name_mismatch',
  'operator_not_impersonable',
  'mail_failed',
  'forbidden',
  'not_found',
  'bad_origin',
  'validation_failed',
  'server_error',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export type FieldErrors = Record<string, string[]>

/** The body of every 4xx/5xx answer of the API. */
export interface ApiErrorBody {
  error: string
  field_errors?: FieldErrors
  /** With FINISH_COMPANY: the account's e-mail, for the company creation page. */
  email?: string
}

const KNOWN = new Set<string>(ERROR_CODES)

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value)
}

/**
 * The code the web shows for an error: the first field error when there is one, else the error
 * itself. Anything that is not a code of this file (a text of zod's, a literal of SPEC.md §8)
 * becomes 'invalid_value', the one generic text.
 */
export function errorCode(error: unknown, fieldErrors?: FieldErrors): ErrorCode {
  const first = fieldErrors ? Object.values(fieldErrors)[0]?.[0] : undefined
  const code = first ?? error
  return isErrorCode(code) ? code : 'invalid_value'
}
