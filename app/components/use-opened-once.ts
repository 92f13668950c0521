import { useState } from 'react'

/** True from the first time `open` is: a dialog loaded on demand stays mounted to close. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
