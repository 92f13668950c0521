import { Transform } from 'node:stream'

const HEAD_END = Buffer.from('</head>')
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g

/**
 * The document's `<link rel="modulepreload">` at low priority (decision 045). Chromium fetches them
 * at high priority, like the stylesheet, which is the only thing the first paint waits for: on a
 * slow network the page's 40–80 script files shared the bandwidth with it, and Lighthouse counts
 * every high-priority script fetched before the paint as blocking it. React Router's <Scripts>
 * renders these links without a way to set `fetchPriority`, so the head is rewritten here. The
 * head comes in the shell's first flush: it is held until `</head>`, the rest passes as it comes.
 */
export function lowPriorityModulePreloads(): Transform {
  let held: Buffer | undefined = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!held) return callback(null, chunk)
      const text = Buffer.concat([held, chunk])
      const end = text.indexOf(HEAD_END)
      if (end === -1) {
        held = text
        return callback()
      }
      held = undefined
      const head = text.subarray(0, end).toString('utf8').replace(MODULE_PRELOAD, '$& fetchpriority="low"')
      callback(null, Buffer.concat([Buffer.from(head), text.subarray(end)]))
    },
    flush(callback) {
      callback(null, held?.length ? held : undefined)
    },
  })
}
