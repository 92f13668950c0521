import { defineConfig } from '@pandacss/dev'
import { recipes, slotRecipes } from './app/theme/recipes.ts'
import { globalCss, semanticTokens, textStyles, tokens } from './app/theme/tokens.ts'

export default defineConfig({
  preflight: true,
  include: ['./app/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  importMap: '#styled-system',
  globalCss,
  theme: {
    extend: { tokens, semanticTokens, textStyles, recipes, slotRecipes },
  },
  conditions: {
    extend: {
      invalid: '&:is([aria-invalid=true], [data-invalid])',
      // The shell's side menu while the header's no-JavaScript menu button is open (ShellFrame.tsx,
      // MobileNav.tsx): a condition, so its classes stay short on every signed-in page.
      sideMenuOpen: 'header:has(details[data-side-menu][open]) ~ div > &',
      // The header's own parts while that menu is open: hidden, so Tab goes from the menu button
      // to the menu's links, not through the search, the bell and the account first.
      headerBesideSideMenu: 'header:has(details[data-side-menu][open]) > &',
    },
  },
})
