/** One small static page: what React Router itself costs a request, without our data or shell. */
export const meta = () => [{ title: 'Sjak' }]

export default function Home() {
  return (
    <main>
      <h1>Sjak</h1>
      <p>Projektplanlægning og tidsregistrering.</p>
    </main>
  )
}
