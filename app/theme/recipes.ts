import { alert } from './recipes/alert.ts'
import { button } from './recipes/button.ts'
import { checkbox } from './recipes/checkbox.ts'
import { dialog } from './recipes/dialog.ts'
import { field } from './recipes/field.ts'
import { input } from './recipes/input.ts'
import { passwordInput } from './recipes/password-input.ts'
import { select } from './recipes/select.ts'
import { toast } from './recipes/toast.ts'

export const recipes = { alert, button, input }
export const slotRecipes = { checkbox, dialog, field, passwordInput, select, toast }
