import { Link } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { HelpIcon } from '../icons.tsx'
import { Button } from '../ui/Button.tsx'
import { Dialog, DialogClose } from '../ui/Dialog.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { HelpText, SendEmailLink } from './HelpContent.tsx'

/**
 * 'Brug for hjælp?': with JavaScript a dialog with the support address and 'Send e-mail';
 * without it a link to the same content as a page (/app/help).
 */
export function HelpTrigger({ className }: { className: string }) {
  const t = useT()
  const hydrated = useHydrated()
  const content = (
    <>
      <HelpIcon />
      {t('help.trigger')}
    </>
  )
  if (!hydrated) {
    return (
      <Link to="/app/help" className={className}>
        {content}
      </Link>
    )
  }
  return (
    <Dialog
      title={t('help.title')}
      trigger={
        <button type="button" className={className} style={{ width: '100%', cursor: 'pointer' }}>
          {content}
        </button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
          <SendEmailLink />
        </>
      }
    >
      <HelpText />
    </Dialog>
  )
}
