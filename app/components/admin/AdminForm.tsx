import { type ReactNode, useId } from 'react'
import { Form } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { AdminFormReply } from '#app/server/admin.server.ts'
import type { Pagy } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { type ListColumn, ListPage, SearchFilter } from '../layout/ListPage.tsx'
import { Pagination } from '../layout/Pagination.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Field } from '../ui/Field.tsx'
import { Input } from '../ui/Input.tsx'
import { PasswordInput } from '../ui/PasswordInput.tsx'

/** The reply of the posted form `form`, if the action refused that one. */
export function replyOf(actionData: unknown, form: string): AdminFormReply | undefined {
  const reply = actionData as AdminFormReply | undefined
  return reply?.form === form ? reply : undefined
}

/** The error of a refused form that belongs to none of its shown fields. */
export function FormError({ reply, fields }: { reply?: AdminFormReply; fields: readonly string[] }) {
  const t = useT()
  if (!reply) return null
  const onFields = Object.keys(reply.fieldErrors).some((name) => fields.includes(name))
  if (onFields) return null
  return (
    <Alert tone="danger">
      <p>{t(`errors.${reply.error}`, { defaultValue: t('errors.invalid_value') })}</p>
    </Alert>
  )
}

/**
 * 'Begrundelse': every operator action says why (the audit log keeps it). The forms post with
 * noValidate, so a missing one gets the API's Danish message rather than the browser's.
 */
export function ReasonField({ reply, id }: { reply?: AdminFormReply; id: string }) {
  const t = useT()
  return (
    <Field
      id={id}
      label={t('admin.reason')}
      helperText={t('admin.reasonHelp')}
      errors={reply?.fieldErrors.reason}
      required
    >
      <Input name="reason" maxLength={500} autoComplete="off" />
    </Field>
  )
}

/** A titled box of a page; its title names it (a region), so a form inside is found by it. */
export function Panel({ title, children, tone }: { title: ReactNode; children: ReactNode; tone?: 'danger' }) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={css({
        bg: 'surface',
        borderWidth: '1px',
        borderColor: tone === 'danger' ? 'danger' : 'border.subtle',
        borderRadius: 'xl',
        p: { base: '4', md: '6' },
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
      })}
    >
      <h2 id={titleId} className={css({ textStyle: 'heading' })}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'xl' })

export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header>
      <h1 className={css({ textStyle: 'title' })}>{title}</h1>
      {lead && <p className={css({ color: 'fg.muted', mt: '1' })}>{lead}</p>}
    </header>
  )
}

/** A company's state: active or disabled. */
export function StateBadge({ disabled }: { disabled: boolean }) {
  const t = useT()
  return (
    <span
      className={css({
        display: 'inline-block',
        px: '2',
        py: '0.5',
        borderRadius: 'full',
        fontSize: 'xs',
        fontWeight: 'semibold',
        bg: disabled ? 'red.100' : 'green.100',
        color: disabled ? 'red.800' : 'green.800',
      })}
    >
      {disabled ? t('admin.companies.disabled') : t('admin.companies.active')}
    </span>
  )
}

/**
 * The operator's password and a code, posted to the page's action: setting up the second factor
 * (a code from the new app) and the step-up (a code or one of the longer recovery codes) ask the same.
 */
export function PasswordAndCodeForm({
  reply,
  section,
}: {
  reply?: AdminFormReply
  section: 'confirm' | 'secondFactor'
}) {
  const t = useT()
  const idPrefix = section === 'confirm' ? 'bekraeft' : 'totrin'
  const recoveryCodes = section === 'confirm'
  return (
    <Form method="post" className={formStack} noValidate>
      <FormError reply={reply} fields={['password', 'code']} />
      <Field
        id={`${idPrefix}-adgangskode`}
        label={t(`admin.${section}.password`)}
        errors={reply?.fieldErrors.password}
        required
      >
        <PasswordInput name="password" autoComplete="current-password" />
      </Field>
      <Field
        id={`${idPrefix}-kode`}
        label={t(`admin.${section}.code`)}
        helperText={t(`admin.${section}.codeHelp`)}
        errors={reply?.fieldErrors.code}
        required
      >
        <Input
          name="code"
          autoComplete="one-time-code"
          inputMode={recoveryCodes ? 'text' : 'numeric'}
          maxLength={recoveryCodes ? 40 : 10}
        />
      </Field>
      <SubmitButton>{t(`admin.${section}.submit`)}</SubmitButton>
    </Form>
  )
}

/** The operator area's searchable, paged lists (companies, users), their texts by section. */
export function AdminListPage<Row extends { id: number }>({
  section,
  q,
  list,
  columns,
}: {
  section: 'companies' | 'users'
  q: string
  list: { data: Row[]; pagy: Pagy }
  columns: ListColumn<Row>[]
}) {
  const t = useT()
  return (
    <ListPage
      title={t(`admin.${section}.title`)}
      description={t(`admin.${section}.lead`)}
      filters={
        <SearchFilter
          name="q"
          label={t(`admin.${section}.search`)}
          defaultValue={q}
          placeholder={t(`admin.${section}.searchPlaceholder`)}
        />
      }
      filtersActive={q !== ''}
      columns={columns}
      rows={list.data}
      rowKey={(row) => row.id}
      emptyText={t(`admin.${section}.empty`)}
    >
      <Pagination pagy={list.pagy} />
    </ListPage>
  )
}
