import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    transition: 'background 0.15s, border-color 0.15s',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    lineHeight: '1',
    userSelect: 'none',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent', color: 'fg.onAccent', _hover: { bg: 'accent.hover' } },
      outline: { bg: 'surface', color: 'fg', borderColor: 'border', _hover: { bg: 'gray.100' } },
      ghost: { bg: 'transparent', color: 'fg', _hover: { bg: 'gray.100' } },
      highlight: { bg: 'highlight', color: 'fg.onAccent', _hover: { bg: 'signal.600' } },
      danger: { bg: 'danger', color: 'fg.onAccent', _hover: { bg: 'danger.hover' } },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'md' },
      lg: { h: '12', px: '5', fontSize: 'md' },
    },
    fullWidth: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
  staticCss: ['*'],
})
