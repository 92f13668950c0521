import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { Dialog } from '../ui/Dialog.tsx'
import { EnpsForm } from './EnpsForm.tsx'
import type { EnpsActionData } from './enps-form.ts'

/** 'eNPS Undersøgelse' as a dialog; it closes once the rating is saved (the toast says thanks). */
export function EnpsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT()
  const fetcher = useFetcher<EnpsActionData>({ key: 'enps' })
  const busy = useRef(false)
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      busy.current = true
      return
    }
    if (busy.current && fetcher.data?.ok) onOpenChange(false)
    busy.current = false
  }, [fetcher.state, fetcher.data, onOpenChange])
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('enps.title')}>
      <EnpsForm mode="dialog" onCancel={() => onOpenChange(false)} />
    </Dialog>
  )
}
