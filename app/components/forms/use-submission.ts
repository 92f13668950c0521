import { useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'

/**
 * Whether a submission this component recognises (by its form data) is in flight; `done` runs once
 * when it has finished, after the page has the action's answer (the router commits both together).
 */
export function useSubmission(mine: (formData: FormData) => boolean, done: () => void): boolean {
  const navigation = useNavigation()
  const submitting =
    navigation.state !== 'idle' && navigation.formData !== undefined && mine(navigation.formData)
  const latestDone = useRef(done)
  useEffect(() => {
    latestDone.current = done
  })
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (submitting) {
      wasSubmitting.current = true
      return
    }
    if (!wasSubmitting.current) return
    wasSubmitting.current = false
    latestDone.current()
  }, [submitting])
  return submitting
}

/**
 * A key that gives a form a fresh, empty start after its own submission (the posted `intent`)
 * succeeded, and only then. Keying by `location.key` would also wipe what the user is typing when
 * another action on the page (a 'Send igen', a hash link) navigates meanwhile. After a refused
 * submission the key is 'failed', so the form keeps what Conform's last result holds.
 */
export function useFreshFormKey(intent: string, failed: boolean): string {
  const [sent, setSent] = useState(0)
  useSubmission(
    (formData) => formData.get('intent') === intent,
    () => {
      if (!failed) setSent((count) => count + 1)
    },
  )
  return failed ? 'failed' : String(sent)
}
