import { companies, creditCheckSettings, payexSimulatorTransactions, type TDb } from '@sewa/db';
import { openSecret, sealSecret } from '@sewa/db/secret-box';
import { isNotNull, sql } from 'drizzle-orm';
import type { TConfig } from '../config';

// Earlier versions sealed company secrets under API_SIGNING_SECRET, which every browser receives
// (/runtime-config.js). They are now sealed under the server-only SECRET_KEY (README: Configuration);
// at start, any value that still opens only under the signing secret is sealed again under the key.
// Idempotent: a second start finds nothing to do.
const SEALED_COLUMNS = [
  { table: companies, column: companies.paymentSecretEnc, prefix: '' },
  { table: creditCheckSettings, column: creditCheckSettings.passwordSealed, prefix: '' },
  // The payment simulator seals a merchant's secret with its own label (simulator-gateway.ts).
  {
    table: payexSimulatorTransactions,
    column: payexSimulatorTransactions.merchantSecretEnc,
    prefix: 'simulator:',
  },
] as const;

/** Re-seals secrets found under the old key; returns how many values moved. */
export async function resealSecrets(db: TDb, config: Pick<TConfig, 'apiSigningSecret' | 'secretKey'>) {
  if (config.apiSigningSecret === config.secretKey) return 0;
  return db.transaction(async (tx) => {
    let moved = 0;
    for (const { table, column, prefix } of SEALED_COLUMNS) {
      const rows = await tx.select({ id: table.id, sealed: column }).from(table).where(isNotNull(column));
      for (const row of rows) {
        if (!row.sealed || openSecret(row.sealed, prefix + config.secretKey) !== null) continue;
        const plain = openSecret(row.sealed, prefix + config.apiSigningSecret);
        if (plain === null) continue;
        const resealed = sealSecret(plain, prefix + config.secretKey);
        await tx.execute(
          sql`update ${table} set ${sql.identifier(column.name)} = ${resealed} where id = ${row.id}`,
        );
        moved += 1;
      }
    }
    return moved;
  });
}
