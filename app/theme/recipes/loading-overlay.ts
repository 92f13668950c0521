import { defineSlotRecipe } from '@pandacss/dev'

/** The full-screen loading overlay (SPEC.md §9). */
export const loadingOverlay = defineSlotRecipe({
  className: 'loading-overlay',
  slots: ['root', 'panel', 'spinner', 'heading', 'message'],
  base: {
    root: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '6',
      bg: 'rgba(247, 249, 252, 0.92)',
      backdropFilter: 'blur(2px)',
      animation: 'fadein 0.2s ease-out',
    },
    panel: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '4',
      textAlign: 'center',
      maxW: '22rem',
    },
    spinner: {
      w: '12',
      h: '12',
      borderRadius: 'full',
      borderWidth: '4px',
      borderColor: 'sjak.100',
      borderTopColor: 'accent',
      animation: 'spin 0.8s linear infinite',
    },
    heading: { textStyle: 'heading', color: 'fg' },
    message: { color: 'fg.muted', minH: '1.5em' },
  },
  staticCss: ['*'],
})
