import type { Mail } from './mailer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function layout(to: string, subject: string, lines: string[], action: { label: string; url: string }): Mail {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', 'Venlig hilsen', 'Sjak'].join('\n')
  const html = `<!doctype html><html lang="da"><body style="font-family:system-ui,sans-serif;color:#1a202c;max-width:560px">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#234f85;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px">Virker knappen ikke, så kopiér dette link ind i din browser:<br>${escapeHtml(action.url)}</p>
<p>Venlig hilsen<br>Sjak</p></body></html>`
  return { to, subject, text, html, link: action.url }
}

export function verificationMail(to: string, name: string, url: string, days: number): Mail {
  return layout(
    to,
    'Bekræft din e-mail til Sjak',
    [
      `Hej ${name}`,
      'Tak fordi du har oprettet en konto i Sjak.',
      `Bekræft din e-mail inden for ${days} dage.`,
    ],
    { label: 'Bekræft e-mail', url },
  )
}

export function resetPasswordMail(to: string, name: string, url: string, hours: number): Mail {
  return layout(
    to,
    'Nulstil din adgangskode til Sjak',
    [
      `Hej ${name}`,
      'Vi har fået en anmodning om at nulstille din adgangskode.',
      `Linket virker i ${hours} timer og kan bruges én gang. Har du ikke bedt om det, kan du se bort fra denne e-mail.`,
    ],
    { label: 'Nulstil adgangskode', url },
  )
}

export function lockedMail(to: string, name: string, url: string, minutes: number): Mail {
  return layout(
    to,
    'Din Sjak-konto er midlertidigt låst',
    [
      `Hej ${name}`,
      `Der har været for mange mislykkede loginforsøg på din konto fra samme sted, så login derfra er spærret i ${minutes} minutter. Fra andre steder kan du logge ind som sædvanligt.`,
      'Var det dig, kan du vente eller nulstille din adgangskode nu, så er spærringen væk. Var det ikke dig, bør du nulstille den.',
    ],
    { label: 'Nulstil adgangskode', url },
  )
}

export function invitationMail(
  to: string,
  name: string,
  inviter: string,
  company: string,
  url: string,
  days: number,
): Mail {
  return layout(
    to,
    `${inviter} har inviteret dig til ${company} i Sjak`,
    [
      `Hej ${name}`,
      `${inviter} har inviteret dig til ${company} i Sjak.`,
      `Invitationen gælder i ${days} dage.`,
    ],
    { label: 'Accepter invitation', url },
  )
}

export function timesheetReminderMail(to: string, name: string, weekEnding: string, url: string): Mail {
  const [year, month, day] = weekEnding.split('-')
  const date = `${day}/${month}/${year}`
  return layout(
    to,
    `Husk dine timer for ugen, der slutter ${date}`,
    [`Hej ${name}`, `Husk at registrere dine timer for ugen, der slutter ${date}.`],
    { label: 'Registrer timer', url },
  )
}

/** 'Send testmail' of /admin/drift: proves the mail transport works. */
export function testMail(to: string, name: string, url: string): Mail {
  return layout(
    to,
    'Testmail fra Sjak',
    [`Hej ${name}`, 'Dette er en testmail fra Sjaks driftsside. Mailopsætningen virker.'],
    { label: 'Åbn driftssiden', url },
  )
}
