// `npm run ledger:verify`: recomputes every ledger balance, transfer sum and running balance of the
// configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR) and exits non-zero on any
// difference. Stop the server first when it uses the embedded database (one process at a time).
import { join } from 'node:path';
import { openDatabase } from '@sewa/db';
import { loadConfig } from '../apps/server/src/config.ts';
import { isLedgerSound, verifyLedger } from '../apps/server/src/modules/ledger/verify-ledger.ts';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
  : await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
try {
  const check = await verifyLedger(database.db);
  console.log(`ledger: ${check.accounts} accounts, ${check.transfers} transfers, ${check.lines} lines`);
  const problems = [
    ['balances differing from their lines', check.balanceMismatches],
    ['transfers not summing to zero (or with fewer than 2 lines)', check.unbalancedTransfers],
    ['lines whose running balance is wrong', check.runningMismatches],
    ['non-negative accounts below zero', check.negativeAccounts],
  ];
  for (const [what, list] of problems) {
    if (list.length) console.error(`  ${list.length} ${what}: ${JSON.stringify(list.slice(0, 10))}`);
  }
  console.log(isLedgerSound(check) ? 'ledger: OK' : 'ledger: DIFFERENCES FOUND');
  process.exitCode = isLedgerSound(check) ? 0 : 1;
} catch (error) {
  console.error(`ledger: could not verify: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
