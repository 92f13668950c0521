/** The choices of the company form (industry, team size, role). A part of public.ts. */
export default {
  industry: {
    retail: 'Detailhandel',
    consulting: 'Rådgivning',
    finance: 'Finans',
    tech: 'IT og teknologi',
    manufacturing: 'Produktion',
    construction: 'Byggeri',
    logistics: 'Transport og logistik',
    healthcare: 'Sundhed',
    education: 'Uddannelse',
    tourism: 'Turisme',
    marketing: 'Marketing',
    real_estate: 'Ejendomme',
    legal: 'Jura',
    food: 'Fødevarer',
  },
  teamSize: {
    '1-5': '1–5',
    '6-20': '6–20',
    '21-50': '21–50',
    '51-200': '51–200',
    '200+': 'Over 200',
  },
  role: {
    employee: 'Medarbejder',
    planner: 'Planlægger',
    administrator: 'Administrator',
  },
}
