import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { loader } from './photos.tsx'

const api = mockApi()
/** A browser's GET of /photos/<file> (a resource route: the loader's answer goes out as it is). */
function get(path: string, { cookie }: { cookie?: string } = {}) {
  const request = new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  const file = decodeURIComponent(path.replace('/photos/', ''))
  return loader({ request, params: { file } } as unknown as Parameters<typeof loader>[0])
}

const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])

describe('/photos/<file>', () => {
  it("relays the API's photo with the browser's cookie, type and caching", async () => {
    let cookie: string | null = null
    api.use(
      http.get(`${API}/api/v1/photos/3-abcdef-thumb.webp`, ({ request }) => {
        cookie = request.headers.get('Cookie')
        return new HttpResponse(WEBP, {
          headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, max-age=31536000, immutable' },
        })
      }),
    )
    const response = await get('/photos/3-abcdef-thumb.webp', { cookie: 'sjak_session=valid' })
    expect(response.status).toBe(200)
    expect(cookie).toBe('sjak_session=valid')
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WEBP)
  })

  it("answers 404 for another company's photo or a signed-out visitor", async () => {
    api.use(http.get(`${API}/api/v1/photos/:file`, () => apiError({ error: 'not_found' }, { status: 404 })))
    expect((await get('/photos/9-abc.webp', { cookie: 'sjak_session=valid' })).status).toBe(404)
  })

  it('does not pass odd names on to the API', async () => {
    expect((await get('/photos/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
  })
})
