import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { preloadDrawnDialogs } from '#app/components/drawn-dialogs.ts'

// No i18next here: a layout that uses it starts it when its module loads (locales/texts.ts), and
// react-i18next finds that instance without a provider. The sign-in pages load none (decision 044).

// A dialog the server drew open has its code loaded first, so hydration keeps what is typed in it.
// If that code cannot be fetched, the page stays the server's HTML, whose forms work without script.
preloadDrawnDialogs().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
