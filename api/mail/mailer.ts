import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from '#lib/log.ts'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The link the mail is about, logged when mail goes to files. */
  link?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** SMTP when `smtpUrl` is set; otherwise every mail becomes an .eml file in `dataDir/mail`. */
export function createMailer(options: {
  smtpUrl?: string
  from: string
  dataDir: string
  log: Logger
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
      },
    }
  }
  const dir = path.join(options.dataDir, 'mail')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
      mkdirSync(dir, { recursive: true })
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      )
      writeFileSync(file, info.message as Buffer)
      options.log.info('mail written', { to: mail.to, subject: mail.subject, file, link: mail.link })
    },
  }
}
