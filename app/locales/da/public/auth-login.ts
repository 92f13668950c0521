/** `auth.login`: the texts of /experiences/login and its notices (?notice=…). A part of public.ts. */
export default {
  login: {
    title: 'Log ind',
    heading: 'Log ind på Sjak',
    submit: 'Log ind',
    submitting: 'Logger ind...',
    forgot: 'Glemt adgangskode?',
    noAccount: 'Har du ikke en konto?',
    register: 'Opret konto',
  },
  notices: {
    'login-to-continue': 'Log ind for at fortsætte',
    'password-reset': 'Adgangskode nulstillet',
    'check-email': 'Tjek din e-mail for at bekræfte din tilmelding',
    'beta-thanks': 'Tak fordi du prøver betaversionen af Sjak',
    verified: 'Din konto er bekræftet. Log ind for at fortsætte',
    'logged-out': 'Du er logget ud',
    'invitation-accepted': 'Din konto er oprettet. Log ind for at fortsætte',
  },
}
