/** The error pages: not found, forbidden, error. A part of public.ts. */
export default {
  notFound: {
    title: 'Siden findes ikke',
    text: 'Adressen findes ikke i Sjak. Måske er linket forældet, eller der er en stavefejl i adressen.',
  },
  forbidden: {
    title: 'Du har ikke adgang til denne side',
    text: 'Spørg en administrator i din virksomhed, hvis du mener, at du burde have adgang.',
  },
  error: {
    title: 'Der opstod en fejl',
    text: 'Noget gik galt hos os. Prøv igen om lidt, eller kontakt support, hvis fejlen bliver ved.',
    retry: 'Prøv igen',
  },
}
