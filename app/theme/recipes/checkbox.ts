import { defineSlotRecipe } from '@pandacss/dev'

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: ['root', 'control', 'indicator', 'label'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '2.5',
      cursor: 'pointer',
      position: 'relative',
    },
    control: {
      flexShrink: '0',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '5',
      h: '5',
      mt: '0.5',
      bg: 'surface',
      color: 'transparent',
      borderWidth: '1.5px',
      borderColor: 'gray.400',
      borderRadius: 'sm',
      transition: 'background 0.15s, border-color 0.15s',
      '& svg': { w: '3.5', h: '3.5' },
      _checked: { bg: 'accent', borderColor: 'accent', color: 'fg.onAccent' },
      // Before JavaScript runs, the native input inside the label carries the state.
      '[data-part=root]:has(input:checked) > &': {
        bg: 'accent',
        borderColor: 'accent',
        color: 'fg.onAccent',
      },
      '[data-part=root]:has(input:focus-visible) > &': {
        outline: '2px solid',
        outlineColor: 'border.focus',
        outlineOffset: '2px',
      },
      _invalid: { borderColor: 'danger' },
    },
    indicator: { display: 'inline-flex' },
    label: { textStyle: 'body', color: 'fg' },
  },
  staticCss: ['*'],
})
