/** `auth.verify`: the texts of /verify-account. A part of public.ts. */
export default {
  verify: {
    title: 'Bekræft konto',
    heading: 'Bekræft din konto',
    lead: 'Tryk på knappen for at bekræfte din e-mail og komme i gang.',
    submit: 'Bekræft konto',
    submitting: 'Bekræfter...',
    expired: 'Linket er udløbet. Skriv din e-mail, så sender vi dig et nyt.',
    invalid: 'Linket er ugyldigt eller allerede brugt. Prøv at logge ind, eller få tilsendt et nyt link.',
    resend: 'Send ny e-mail',
    resending: 'Sender...',
    resent: 'Hvis kontoen afventer bekræftelse, har vi sendt en ny e-mail. Tjek din indbakke.',
  },
}
