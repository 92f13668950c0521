import { button } from './recipes/button.ts'

export const recipes = { button }
export const slotRecipes = {}
