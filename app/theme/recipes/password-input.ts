import { defineSlotRecipe } from '@pandacss/dev'

export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  slots: ['root', 'control', 'input', 'visibilityTrigger', 'indicator'],
  base: {
    root: { w: 'full' },
    control: { position: 'relative', w: 'full' },
    input: { pr: '12' },
    visibilityTrigger: {
      position: 'absolute',
      top: '50%',
      right: '1.5',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '9',
      h: '9',
      color: 'fg.muted',
      bg: 'transparent',
      borderRadius: 'sm',
      cursor: 'pointer',
      _hover: { bg: 'gray.100', color: 'fg' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0' },
    },
    indicator: { display: 'inline-flex', '& svg': { w: '5', h: '5' } },
  },
  staticCss: ['*'],
})
