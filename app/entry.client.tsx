import i18next from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { preloadDrawnDialogs } from '#app/components/lazy-dialog.tsx'
import { browserResources, LANGUAGE } from '#app/locales/texts.ts'

// Danish is the only language: initialise synchronously, no backend, with the texts the page's
// route modules added (texts.ts); a layout loaded later adds its own.
i18next.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  resources: browserResources,
  interpolation: { escapeValue: false },
  initAsync: false,
})

// A dialog the server drew open has its code loaded first, so hydration keeps what is typed in it.
// If that code cannot be fetched, the page stays the server's HTML, whose forms work without script.
preloadDrawnDialogs().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    )
  }),
)
