import { LegalPage } from '#app/components/layout/LegalPage.tsx'
import translation from '#app/locales/da/translation.ts'
import { addTexts } from '#app/locales/texts.ts'
import { pageTitle, staticPage } from '#app/meta.ts'
import type { Route } from './+types/privacy'

// A link may bring this page in without a reload: it needs texts beyond public.ts.
addTexts(translation)

export const handle = staticPage

export const meta: Route.MetaFunction = () => pageTitle(translation.legal.privacy.title)

export default function PrivacyPage() {
  return <LegalPage page="privacy" />
}
