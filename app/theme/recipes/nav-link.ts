import { defineRecipe } from '@pandacss/dev'

/**
 * An entry of the side menu (and the operators' menu), marked when it is the current page. One
 * class instead of some forty atomic ones: the menu is drawn twice on every signed-in page (the
 * side menu and the phones' menu without JavaScript), and its class lists were 14 of the
 * dashboard's 48 KB (issue 13).
 */
export const navLink = defineRecipe({
  className: 'nav-link',
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    borderRadius: 'md',
    color: 'fg.muted',
    fontWeight: 'medium',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    position: 'relative',
    transition: 'background 0.15s, color 0.15s',
    _hover: { bg: 'gray.100', color: 'fg' },
    '& svg': { flexShrink: 0, color: 'fg.subtle' },
    '&[aria-current=page]': {
      bg: 'accent.subtle',
      color: 'accent.fg',
      fontWeight: 'semibold',
      '& svg': { color: 'accent' },
      _before: {
        content: '""',
        position: 'absolute',
        left: '-2.5',
        top: '1.5',
        bottom: '1.5',
        w: '1',
        borderRadius: 'full',
        bg: 'accent',
      },
    },
  },
})
