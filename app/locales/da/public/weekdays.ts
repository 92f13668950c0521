/**
 * The weekdays' names, capitalised, as a list of days shows them: one's own availability
 * (account.weekdays, public) and a colleague's capacity (resources.capacity.days, translation.ts).
 * A part of public.ts through account.ts.
 */
export default {
  monday: 'Mandag',
  tuesday: 'Tirsdag',
  wednesday: 'Onsdag',
  thursday: 'Torsdag',
  friday: 'Fredag',
  saturday: 'Lørdag',
  sunday: 'Søndag',
}
