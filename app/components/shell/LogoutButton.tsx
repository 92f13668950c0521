import { Form } from 'react-router'
import account from '#app/locales/da/public/account.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { LogOutIcon } from '../basic-icons.tsx'
import { Button, type ButtonProps } from '../ui/Button.tsx'

/**
 * 'Log ud': a plain form posting to /logout, so it works before JavaScript loads. Account settings
 * have it, and so does every page that stands between a signed-in account and the app (the terms
 * dialog, the company creation page), so someone signed in as the wrong person is never stuck.
 */
export function LogoutButton({ variant = 'danger', size }: Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <Form method="post" action="/logout">
      <Button type="submit" variant={variant} size={size}>
        <LogOutIcon />
        {textsOf({ account })('account.logout')}
      </Button>
    </Form>
  )
}
