import { alert } from './recipes/alert.ts'
import { button } from './recipes/button.ts'
import { checkbox } from './recipes/checkbox.ts'
import { combobox } from './recipes/combobox.ts'
import { confirmDialog } from './recipes/confirm-dialog.ts'
import { datePicker } from './recipes/date-picker.ts'
import { dialog } from './recipes/dialog.ts'
import { field } from './recipes/field.ts'
import { input } from './recipes/input.ts'
import { listPage } from './recipes/list-page.ts'
import { loadingOverlay } from './recipes/loading-overlay.ts'
import { navLink } from './recipes/nav-link.ts'
import { passwordInput } from './recipes/password-input.ts'
import { planningBoard } from './recipes/planning-board.ts'
import { select } from './recipes/select.ts'
import { toast } from './recipes/toast.ts'

export const recipes = { alert, button, input, navLink }
export const slotRecipes = {
  checkbox,
  combobox,
  confirmDialog,
  datePicker,
  dialog,
  field,
  listPage,
  loadingOverlay,
  passwordInput,
  planningBoard,
  select,
  toast,
}
