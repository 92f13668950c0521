/** `auth.company`: the texts of /experiences/create-company. A part of public.ts. */
export default {
  company: {
    title: 'Opret virksomhed',
    heading: 'Opret din virksomhed',
    lead: 'Fortæl os lidt om virksomheden. Du bliver administrator og kan invitere dine kollegaer bagefter.',
    signedInAs: 'Du er logget ind som {{email}}',
    name: 'Virksomhedsnavn',
    industry: 'Branche',
    amountOfEmployees: 'Antal medarbejdere',
    cvr: 'CVR-nummer',
    cvrHelp: '8 cifre',
    submit: 'Opret virksomhed',
    submitting: 'Opretter...',
  },
}
