import { Transform } from 'node:stream'

const HEAD_END = '</head>'
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]*)"[^>]*>/g
/** React Router's <Scripts>: the route modules' imports and `import(entry.client)`, run when loaded. */
const BOOT_SCRIPT = /<script([^>]*?) type="module" async="">/
const SCRIPT_END = '</script>'
/** The longest opening tag kept back while looking for it in the stream (a nonce is 24 characters). */
const TAG_TAIL = 200
/** What the boot script becomes: a data block the browser neither runs nor fetches from. */
export const DEFERRED_TYPE = 'text/x-after-first-paint'

/** Module preloads added per task after the paint: each costs the main thread about 1 ms on a phone. */
const PRELOADS_PER_TASK = 8

/**
 * Runs the boot script as a module after the next frame (the first paint: the browser has run no
 * frame while the stylesheet was loading, and this script itself waited for it), or at once in a
 * hidden tab, and at once too if the tab is hidden before that frame (a hidden tab runs no frames: the
 * scripts would wait for the user to come back). The head's module preloads follow, a few per task so that adding 40–80 links is no
 * long task of its own; the imports still load side by side.
 */
const loader = (preloads: string[]) =>
  `(function(d,p){var b=d.currentScript.previousElementSibling,n=d.currentScript.nonce,s;function more(){p.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});if(p.length)setTimeout(more,0)}function go(){if(s)return;s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=b.textContent;d.body.appendChild(s);setTimeout(more,0)}function hidden(){if(d.visibilityState==="hidden")go()}if(d.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener("visibilitychange",hidden)}})(document,${JSON.stringify(preloads).replaceAll('<', '\\u003c')})`

/** The rewrite of `scriptsAfterFirstPaint`, fed the document's bytes as latin1 text piece by piece. */
function afterFirstPaintRewriter(): { step(text: string): string; rest(): string; done(): boolean } {
  let state: 'head' | 'boot' | 'boot-end' | 'rest' = 'head'
  let held = ''
  let preloads: string[] = []
  let bootAttributes = ''

  // `text` is latin1: the markers are ASCII, so they are found byte for byte.
  function step(text: string): string {
    let out = ''
    for (;;) {
      if (state === 'rest') return out + text
      if (state === 'head') {
        const end = text.indexOf(HEAD_END)
        if (end === -1) {
          held = text
          return out
        }
        const head = text.slice(0, end).replace(MODULE_PRELOAD, (_, href: string) => {
          // Kept as bytes: written back as latin1 they are the href's UTF-8 again.
          preloads.push(href)
          return ''
        })
        out += head
        text = text.slice(end)
        state = 'boot'
        continue
      }
      if (state === 'boot') {
        const match = BOOT_SCRIPT.exec(text)
        if (!match) {
          const keep = Math.min(text.length, TAG_TAIL)
          held = text.slice(text.length - keep)
          return out + text.slice(0, text.length - keep)
        }
        bootAttributes = match[1] ?? ''
        out += `${text.slice(0, match.index)}<script${bootAttributes} type="${DEFERRED_TYPE}">`
        text = text.slice(match.index + match[0].length)
        state = 'boot-end'
        continue
      }
      // state === 'boot-end': the boot script's content runs to the first </script>.
      const end = text.indexOf(SCRIPT_END)
      if (end === -1) {
        const keep = Math.min(text.length, SCRIPT_END.length - 1)
        held = text.slice(text.length - keep)
        return out + text.slice(0, text.length - keep)
      }
      out += `${text.slice(0, end + SCRIPT_END.length)}<script${bootAttributes}>${loader(preloads)}</script>`
      preloads = []
      text = text.slice(end + SCRIPT_END.length)
      state = 'rest'
    }
  }

  return {
    step(text: string) {
      const whole = held + text
      held = ''
      return step(whole)
    },
    rest() {
      const rest = held
      held = ''
      return rest
    },
    done: () => state === 'rest',
  }
}

/**
 * The document's scripts start after its first paint (decision 045). The first paint needs only the
 * HTML and the stylesheet; React Router's <Scripts> puts 40–80 `<link rel="modulepreload">` in the
 * head and an async module in the body, so the browser fetched every script while the stylesheet
 * was still on its way, and Lighthouse's simulated slow 4G counts every script that arrived before
 * the observed paint as a cost of that paint (the LCP then swung with the machine's load). Here the
 * head's module preloads are taken out, the boot module becomes a data block, and a small inline
 * script after it starts both once the page has painted. Without JavaScript nothing changes: the
 * forms work as they did. The head is held until `</head>`, the boot script's tag until it is
 * whole; the rest passes as it comes. The bytes are read as latin1, one character a byte, so a
 * chunk that ends inside a UTF-8 character is never decoded in halves and every byte goes out as it
 * came; after the boot script the chunks pass through untouched (deferred data streams on).
 */
export function scriptsAfterFirstPaint(): Transform {
  const rewriter = afterFirstPaintRewriter()
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Done: the rest of the document (deferred data, late boundaries) is not looked at.
      if (rewriter.done()) return callback(null, chunk)
      const out = rewriter.step(chunk.toString('latin1'))
      callback(null, out ? Buffer.from(out, 'latin1') : undefined)
    },
    flush(callback) {
      const rest = rewriter.rest()
      callback(null, rest ? Buffer.from(rest, 'latin1') : undefined)
    },
  })
}

/**
 * The same rewrite of a whole document at once (a page rendered before its first byte went out):
 * the bytes as they would come out of `scriptsAfterFirstPaint()`, without a stream.
 */
export function documentWithScriptsAfterFirstPaint(document: Buffer): Buffer<ArrayBuffer> {
  const rewriter = afterFirstPaintRewriter()
  const out = rewriter.step(document.toString('latin1')) + rewriter.rest()
  return Buffer.from(out, 'latin1')
}
