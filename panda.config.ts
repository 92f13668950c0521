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
  conditions: { extend: { invalid: '&:is([aria-invalid=true], [data-invalid])' } },
})
