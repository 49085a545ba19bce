/**
 * `npm run credits:reconcile`: checks every balance against its ledger and every payment against
 * its grant, prints each mismatch, and exits 1 when there is any (so a cron job can alert on it).
 */
import { loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/server/db/embedded.ts';
import { reconcileCredits } from '../src/server/domain/credit-reconciliation.ts';

const config = loadConfig();
let embedded: EmbeddedDatabase | undefined;
let connectionString = config.DATABASE_URL;
if (!connectionString) {
  embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, onLog: () => undefined });
  connectionString = embedded.connectionString('storyloom');
}
const db = createDatabase(connectionString, 2);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
let exitCode: number;
try {
  const result = await reconcileCredits(db);
  for (const mismatch of result.mismatches) console.log(`MISMATCH ${mismatch}`);
  console.log(
    result.mismatches.length === 0
      ? `Credits reconcile: ${plural(result.accounts, 'account')} and ${plural(result.payments, 'payment')} checked, no mismatch.`
      : `Credits do not reconcile: ${result.mismatches.length} mismatch${result.mismatches.length === 1 ? '' : 'es'} in ${plural(result.accounts, 'account')} and ${plural(result.payments, 'payment')}.`,
  );
  exitCode = result.mismatches.length === 0 ? 0 : 1;
} finally {
  await db.$client.end();
  await embedded?.stop();
}
// Exit explicitly: the database client's modules leave handles that would otherwise decide the code.
process.exit(exitCode);
