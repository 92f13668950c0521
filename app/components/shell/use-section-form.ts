import { Form, useFetcher, useNavigation } from 'react-router'
import type { AccountActionData, AccountIntent } from './account-forms.ts'

/**
 * One form of account settings. On the page (no JavaScript needed) it is a plain <Form> that
 * navigates; in the dialog a fetcher form, so the dialog stays open and shows the answer.
 */
export function useSectionForm(
  intent: AccountIntent,
  mode: 'page' | 'dialog',
  pageAnswer?: AccountActionData,
) {
  const fetcher = useFetcher<AccountActionData>({ key: `account-${intent}` })
  const navigation = useNavigation()
  if (mode === 'dialog') {
    return {
      Form: fetcher.Form as typeof Form,
      lastResult: fetcher.data?.intent === intent ? fetcher.data.result : undefined,
      pending: fetcher.state !== 'idle',
    }
  }
  return {
    Form,
    lastResult: pageAnswer?.intent === intent ? pageAnswer.result : undefined,
    pending: navigation.state === 'submitting' && navigation.formData?.get('intent') === intent,
  }
}
