/** `auth.forgot`: the texts of /experiences/forgot-password. A part of public.ts. */
export default {
  forgot: {
    title: 'Glemt adgangskode',
    heading: 'Glemt adgangskode?',
    lead: 'Skriv din e-mail, så sender vi dig et link til at vælge en ny adgangskode.',
    submit: 'Send link',
    submitting: 'Sender...',
    sent: 'Hvis der findes en konto med denne e-mail, har vi sendt et link til at nulstille adgangskoden.',
  },
}
