/** `auth.register`: the texts of /experiences/register. A part of public.ts. */
export default {
  register: {
    title: 'Opret konto',
    heading: 'Opret en konto',
    lead: 'Kom i gang med Sjak. Du opretter din virksomhed, når du har bekræftet din e-mail.',
    submit: 'Opret konto',
    submitting: 'Opretter konto...',
    haveAccount: 'Har du allerede en konto?',
    login: 'Log ind',
  },
}
