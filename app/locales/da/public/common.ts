/** The words the form parts and the frame of every page share. A part of public.ts. */
export default {
  appName: 'Sjak',
  tagline: 'Projektplanlægning og tidsregistrering',
  loading: 'Indlæser...',
  backToFront: 'Til forsiden',
  backToLogin: 'Tilbage til log ind',
  close: 'Luk',
  cancel: 'Annuller',
  optional: 'valgfrit',
  maxCharacters: 'Højst {{max}} tegn',
  characterCount: '{{length}} af {{max}} tegn',
  tooLong: 'Teksten er for lang: højst {{max}} tegn',
  showPassword: 'Vis adgangskode',
  hidePassword: 'Skjul adgangskode',
  choose: 'Vælg',
  notifications: 'Notifikationer',
  skipToContent: 'Spring til indhold',
}
