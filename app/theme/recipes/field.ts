import { defineSlotRecipe } from '@pandacss/dev'

export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'requiredIndicator', 'optional', 'helperText', 'errorText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { textStyle: 'label', color: 'fg', display: 'inline-flex', alignItems: 'baseline', gap: '1' },
    requiredIndicator: { color: 'danger' },
    optional: { color: 'fg.subtle', fontWeight: 'normal' },
    helperText: { textStyle: 'small', color: 'fg.muted' },
    errorText: {
      textStyle: 'small',
      color: 'danger.fg',
      fontWeight: 'medium',
      display: 'flex',
      gap: '1.5',
      alignItems: 'flex-start',
    },
  },
  staticCss: ['*'],
})
