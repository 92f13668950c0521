/** `auth.reset`: the texts of /reset-password. A part of public.ts. */
export default {
  reset: {
    title: 'Nulstil adgangskode',
    text: 'Indtast en ny adgangskode og bekræft den. Du bliver sendt til login-siden efterfølgende.',
    submit: 'Nulstil adgangskode',
    submitting: 'Nulstiller...',
    done: 'Adgangskode nulstillet',
    newLink: 'Bed om et nyt link',
    brokenLink:
      'Linket mangler sin nøgle. Måske er det blevet delt over to linjer i din e-mail. Åbn hele linket, eller bed om et nyt',
  },
}
