import { LegalPage } from '#app/components/layout/LegalPage.tsx'
import translation from '#app/locales/da/translation.ts'
import { pageTitle, staticPage } from '#app/meta.ts'
import type { Route } from './+types/privacy'

export const handle = staticPage

export const meta: Route.MetaFunction = () => pageTitle(translation.legal.privacy.title)

export default function PrivacyPage() {
  return <LegalPage page="privacy" />
}
