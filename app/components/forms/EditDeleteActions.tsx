import { Link, useLocation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx'
import { EDIT_PARAM, hrefWith } from './modal-params.ts'

/**
 * A row's 'Rediger' link (opens the edit dialog through `?rediger=<value>`, so it works without
 * JavaScript) and its delete button behind ConfirmDialog, kept together on one line (a narrow row
 * wraps the pair as a whole, never one button under the other in ragged pairs).
 */
export function EditDeleteActions({
  edit,
  remove,
  variant = 'outline',
}: {
  edit: { value: string; text: string; label: string }
  remove: ConfirmDialogProps
  variant?: 'outline' | 'ghost'
}) {
  const location = useLocation()
  return (
    <span data-edit-delete="" className={pair}>
      <Link
        to={hrefWith(location, { [EDIT_PARAM]: edit.value })}
        className={button({ variant, size: 'sm' })}
        aria-label={edit.label}
        preventScrollReset
      >
        {edit.text}
      </Link>
      <ConfirmDialog triggerVariant={variant} {...remove} />
    </span>
  )
}

const pair = css({
  display: 'inline-flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: '2',
  flexShrink: 0,
})

/** The rows whose 'Rediger' and 'Slet' follow one pattern, and their `?rediger=` / `?bekraeft=` word. */
const ROW_WORDS = { task: 'opgave', partner: 'leverandoer', milestone: 'milepael' } as const

/**
 * A task's, supplier's or milestone's row actions: `?rediger=opgave-12` opens its dialog, and 'Slet'
 * posts `intent=delete-task` with `taskId` (to `action`, else the page) after its confirm dialog.
 */
export function RowActions({
  kind,
  id,
  name,
  action,
}: {
  kind: keyof typeof ROW_WORDS
  id: number
  name: string
  action?: string
}) {
  const t = useT()
  const word = ROW_WORDS[kind]
  const texts = `${kind}s` as const
  return (
    <EditDeleteActions
      edit={{ value: `${word}-${id}`, text: t(`${texts}.edit`), label: t(`${texts}.editFor`, { name }) }}
      remove={{
        id: `slet-${word}-${id}`,
        title: t(`${texts}.deleteTitle`),
        description: t(`${texts}.deleteText`, { name }),
        trigger: t(`${texts}.delete`),
        triggerLabel: t(`${texts}.deleteFor`, { name }),
        fields: { intent: `delete-${kind}`, [`${kind}Id`]: String(id) },
        action,
      }}
    />
  )
}
