import { Form, useFetcher, useNavigation } from 'react-router'
import { formReply } from '../forms/form-reply.ts'
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
      lastResult: formReply(fetcher.data, intent),
      pending: fetcher.state !== 'idle',
    }
  }
  return {
    Form,
    lastResult: formReply(pageAnswer, intent),
    pending: navigation.state === 'submitting' && navigation.formData?.get('intent') === intent,
  }
}
