/**
 * `npm run operator -- add <e-mail>` / `remove <e-mail>`: marks an existing account as an operator of
 * this installation (the /admin area), or takes it back. Nothing in the web can grant it. With the
 * embedded database, stop Sjak first: PGlite allows one process at a time.
 */
import { writeAudit } from '#api/auth/audit.ts'
import { loadConfig } from '#api/config.ts'
import { setOperator } from '#api/db/admin.ts'
import { migrate } from '#api/db/migrate.ts'
import { withDatabase } from './lib/database.ts'

const [command, email] = process.argv.slice(2)
if ((command !== 'add' && command !== 'remove') || !email) {
  process.stderr.write('Brug: npm run operator -- add <e-mail> | remove <e-mail>\n')
  process.exit(2)
}

const config = loadConfig()
const grant = command === 'add'
const account = await withDatabase({ url: config.databaseUrl, dataDir: config.dataDir }, async (database) => {
  await migrate(database)
  const found = await setOperator(database.db, email, grant)
  if (found) {
    await writeAudit(
      database.db,
      grant ? 'operator_granted' : 'operator_revoked',
      { accountId: found.id, companyId: found.companyId },
      { by: 'npm run operator' },
      { ip: null, userAgent: 'npm run operator' },
    )
  }
  return found
})
if (!account) {
  process.stderr.write(`Ingen konto med e-mailen ${email}. Personen skal først oprette en konto.\n`)
  process.exit(1)
}
process.stdout.write(
  grant
    ? `${account.email} er nu operatør. Log ind og åbn /admin.\n`
    : `${account.email} er ikke længere operatør.\n`,
)
