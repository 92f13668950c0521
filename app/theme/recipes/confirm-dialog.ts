import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The parts of ConfirmDialog beyond the shared dialog recipe: the error box (SPEC.md §2: a
 * red-bordered box) and the static overlay rendered by the server when JavaScript is off.
 */
export const confirmDialog = defineSlotRecipe({
  className: 'confirm-dialog',
  slots: ['error', 'staticBackdrop', 'staticPositioner'],
  base: {
    error: {
      display: 'flex',
      gap: '2',
      alignItems: 'flex-start',
      px: '3',
      py: '2.5',
      borderWidth: '1.5px',
      borderColor: 'danger',
      borderRadius: 'md',
      bg: 'danger.subtle',
      color: 'danger.fg',
      textStyle: 'small',
      fontWeight: 'medium',
      '& svg': { flexShrink: '0', w: '5', h: '5' },
    },
    staticBackdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'backdrop',
      zIndex: 'overlay',
    },
    staticPositioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
      zIndex: 'modal',
      overflowY: 'auto',
    },
  },
  staticCss: ['*'],
})
