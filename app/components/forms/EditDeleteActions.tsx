import { Link, useLocation } from 'react-router'
import { button } from '#styled-system/recipes'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx'
import { EDIT_PARAM, hrefWith } from './modal-params.ts'

/**
 * A row's 'Rediger' link (opens the edit dialog through `?rediger=<value>`, so it works without
 * JavaScript) and its delete button behind ConfirmDialog.
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
    <>
      <Link
        to={hrefWith(location, { [EDIT_PARAM]: edit.value })}
        className={button({ variant, size: 'sm' })}
        aria-label={edit.label}
        preventScrollReset
      >
        {edit.text}
      </Link>
      <ConfirmDialog triggerVariant={variant} {...remove} />
    </>
  )
}
