import i18next from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
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

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  )
})
