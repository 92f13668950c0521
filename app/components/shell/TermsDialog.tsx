import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { dialog } from '#styled-system/recipes'
import { Dialog } from '../ui/Dialog.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { LogoutButton } from './LogoutButton.tsx'
import { TermsForm } from './TermsForm.tsx'

/**
 * 'Du mangler at godkende vilkår', shown while terms_and_conditions_accepted is false. It cannot
 * be closed (no close button, Escape or outside click) – only answered. The server draws it open
 * as plain HTML with a normal form; with JavaScript Ark's Dialog takes over (focus kept inside).
 */
export function TermsDialog({ returnTo }: { returnTo: string }) {
  const t = useT()
  const hydrated = useHydrated()
  // 'Log ud' beside the form (not in it): the dialog hides the avatar, where it otherwise lives.
  const body = (
    <>
      <TermsForm returnTo={returnTo} />
      <div className={css({ mt: '4', pt: '4', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
        <LogoutButton variant="ghost" size="sm" />
      </div>
    </>
  )
  if (hydrated) {
    return (
      <Dialog open dismissible={false} title={t('terms.title')} description={t('terms.lead')}>
        {body}
      </Dialog>
    )
  }
  const classes = dialog()
  return (
    <>
      <div className={classes.backdrop} />
      <div className={classes.positioner}>
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="terms-title"
          aria-describedby="terms-lead"
          className={classes.content}
        >
          <div className={classes.header}>
            <h2 id="terms-title" className={classes.title}>
              {t('terms.title')}
            </h2>
            <p id="terms-lead" className={classes.description}>
              {t('terms.lead')}
            </p>
          </div>
          <div className={classes.body}>{body}</div>
        </div>
      </div>
    </>
  )
}
