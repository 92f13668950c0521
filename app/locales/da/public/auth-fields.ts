/** The sign-in pages' shared field labels: `auth.email`, … A part of public.ts. */
export default {
  email: 'E-mail',
  password: 'Adgangskode',
  newPassword: 'Ny adgangskode',
  passwordConfirm: 'Bekræft adgangskode',
  name: 'Navn',
  passwordHelp: 'Mindst 8 tegn. En lang sætning er både nem at huske og svær at gætte.',
}
