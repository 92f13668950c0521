import { useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'

/**
 * A key that gives a form a fresh, empty start after its own submission (the posted `intent`)
 * succeeded, and only then. Keying by `location.key` would also wipe what the user is typing when
 * another action on the page (a 'Send igen', a hash link) navigates meanwhile. After a refused
 * submission the key is 'failed', so the form keeps what Conform's last result holds.
 */
export function useFreshFormKey(intent: string, failed: boolean): string {
  const navigation = useNavigation()
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  const [sent, setSent] = useState(0)
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (submitting) {
      wasSubmitting.current = true
      return
    }
    if (!wasSubmitting.current) return
    wasSubmitting.current = false
    if (!failed) setSent((count) => count + 1)
  }, [submitting, failed])
  return failed ? 'failed' : String(sent)
}
