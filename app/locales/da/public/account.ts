import weekdays from './weekdays.ts'

/** Your own account: name, photo, availability. A part of public.ts. */
export default {
  title: 'Kontoindstillinger',
  photoAlt: 'Profilbillede af {{name}}',
  changePhoto: 'Skift billede',
  uploadPhoto: 'Upload billede',
  uploading: 'Uploader...',
  photoHelp: 'JPEG, PNG eller WebP, højst 5 MB',
  details: 'Oplysninger',
  name: 'Navn',
  save: 'Gem ændringer',
  saving: 'Gemmer...',
  availability: 'Tilgængelighed',
  availabilityHelp: 'Sæt flueben ved de dage, du arbejder, og skriv dine timer pr. dag.',
  hoursFor: 'Timer {{day}}',
  hoursSuffix: ' timer',
  weeklyTotal: 'I alt {{hours}} timer om ugen',
  update: 'Opdater',
  updating: 'Opdaterer...',
  loading: 'Henter kapacitet...',
  loadError: 'Fejl ved indlæsning af kapacitet',
  logout: 'Log ud',
  nameSaved: 'Dine oplysninger er gemt',
  photoSaved: 'Dit billede er opdateret',
  availabilitySaved: 'Din tilgængelighed er opdateret',
  weekdays,
}
