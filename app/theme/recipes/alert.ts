import { defineRecipe } from '@pandacss/dev'

/** Notices and form-wide errors inside a page. */
export const alert = defineRecipe({
  className: 'alert',
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2.5',
    px: '4',
    py: '3',
    borderWidth: '1px',
    borderRadius: 'md',
    textStyle: 'small',
    '& svg': { flexShrink: '0', w: '5', h: '5', mt: '-1px' },
    '& a': { color: 'inherit', fontWeight: 'semibold' },
  },
  variants: {
    tone: {
      info: { bg: 'accent.subtle', borderColor: 'sjak.200', color: 'sjak.800' },
      success: { bg: 'success.subtle', borderColor: 'green.200', color: 'success.fg' },
      warning: { bg: 'warning.subtle', borderColor: 'amber.200', color: 'warning.fg' },
      danger: { bg: 'danger.subtle', borderColor: 'red.200', color: 'danger.fg' },
    },
  },
  defaultVariants: { tone: 'info' },
  staticCss: ['*'],
})
