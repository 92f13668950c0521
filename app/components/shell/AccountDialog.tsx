import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { CurrentUser } from '#domain/user.ts'
import { Dialog } from '../ui/Dialog.tsx'
import { type AccountData, AccountSettings } from './AccountSettings.tsx'

/** 'Kontoindstillinger' as a dialog: loads the week from /app/account each time it opens. */
export function AccountDialog({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const fetcher = useFetcher<AccountData>({ key: 'account-settings' })
  const load = fetcher.load
  useEffect(() => {
    if (open) load('/app/account')
  }, [open, load])
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('account.title')}>
      <AccountSettings mode="dialog" user={user} availability={fetcher.data?.availability} />
    </Dialog>
  )
}
