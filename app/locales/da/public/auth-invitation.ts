/** `auth.invitation`: the texts of /experiences/accept-invitation. A part of public.ts. */
export default {
  invitation: {
    title: 'Accepter invitation',
    heading: 'Du er inviteret til {{company}}',
    lead: 'Vælg din adgangskode for at oprette din konto som {{email}}.',
    submit: 'Opret konto',
    submitting: 'Opretter konto...',
    invalidHeading: 'Invitationen kan ikke bruges',
  },
}
