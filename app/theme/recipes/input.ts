import { defineRecipe } from '@pandacss/dev'

/** Text inputs and native selects. 16px text so phones do not zoom on focus. */
export const input = defineRecipe({
  className: 'input',
  jsx: ['Input'],
  base: {
    display: 'block',
    w: 'full',
    minW: '0',
    h: '11',
    px: '3',
    bg: 'surface',
    color: 'fg',
    fontSize: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    boxShadow: 'xs',
    outline: 'none',
    transition: 'border-color 0.15s, box-shadow 0.15s',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'gray.400' },
    _focusVisible: {
      borderColor: 'accent',
      boxShadow: '0 0 0 3px {colors.sjak.100}',
      outline: 'none',
    },
    _invalid: {
      borderColor: 'danger',
      _focusVisible: { borderColor: 'danger', boxShadow: '0 0 0 3px {colors.red.100}' },
    },
    _disabled: { bg: 'gray.100', color: 'fg.muted', cursor: 'not-allowed' },
  },
  staticCss: ['*'],
})
