/** The front page, and the sign-in pages' side panel (AuthShell). A part of public.ts. */
export default {
  title: 'Planlæg opgaver, og registrér timer – samme sted',
  lead: 'Sjak samler projekter, opgaver, milepæle og timer for håndværkere, entreprenører og rådgivende virksomheder. Planlæg hvem der er på hvilken opgave, og få timerne registreret uden papirsedler.',
  login: 'Log ind',
  register: 'Opret konto',
  features: {
    planning: {
      title: 'Planlægning',
      text: 'Sæt kollegaer og underleverandører på opgaver med timer pr. dag, og se kapaciteten uge for uge.',
    },
    time: {
      title: 'Tidsregistrering',
      text: 'Medarbejderne registrerer deres timer pr. projekt og opgave – også fra telefonen på byggepladsen.',
    },
    reports: {
      title: 'Tidsforbrug',
      text: 'Følg forbruget på hvert projekt, og se hvad der er fakturerbart, før regningen skal ud.',
    },
  },
  forWhom: 'Til tømrere, elektrikere, VVS-firmaer, entreprenører og rådgivere.',
  footer: 'Sjak · Projektplanlægning og tidsregistrering til danske virksomheder',
}
