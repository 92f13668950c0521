import { createContext, useContext } from 'react'

/** The shell's dialogs that other parts open (the bell opens eNPS and account settings). */
export interface ShellDialogs {
  openAccount: () => void
  openEnps: () => void
}

export const ShellDialogsContext = createContext<ShellDialogs | null>(null)

export function useShellDialogs(): ShellDialogs {
  const dialogs = useContext(ShellDialogsContext)
  if (!dialogs) throw new Error('useShellDialogs is only available inside the /app shell')
  return dialogs
}
