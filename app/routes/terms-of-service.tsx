import { LegalPage } from '#app/components/layout/LegalPage.tsx'
import translation from '#app/locales/da/translation.ts'
import { pageTitle, staticPage } from '#app/meta.ts'
import type { Route } from './+types/terms-of-service'

export const handle = staticPage

export const meta: Route.MetaFunction = () => pageTitle(translation.legal.terms.title)

export default function TermsOfServicePage() {
  return <LegalPage page="terms" />
}
