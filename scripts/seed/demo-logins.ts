/** The demo company's logins: shared by the seed, `npm start`'s banner and the e2e specs. No imports. */
export const DEMO_COMPANY = 'Hansen & Søn Byg ApS'
export const DEMO_PASSWORD = 'sjak-demo-2026'

export interface DemoLogin {
  role: 'administrator' | 'planner' | 'employee'
  name: string
  email: string
}

export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'administrator', name: 'Mette Hansen', email: 'admin@demo.sjak.dk' },
  { role: 'planner', name: 'Lars Nielsen', email: 'planlaegger@demo.sjak.dk' },
  { role: 'employee', name: 'Jonas Sørensen', email: 'medarbejder1@demo.sjak.dk' },
  { role: 'employee', name: 'Ida Kristensen', email: 'medarbejder2@demo.sjak.dk' },
]
