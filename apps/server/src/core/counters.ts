import { companyCounters, type TDbExecutor } from '@sewa/db';
import { sql } from 'drizzle-orm';

// Per-company running numbers (tenancy codes; invoice numbers next). One upsert takes the next value and
// keeps the counter's row locked until the transaction ends, so numbers are gapless among committed rows
// and two transactions never take the same one. Call it inside the transaction that inserts the row.
export async function nextCompanyNumber(tx: TDbExecutor, companyId: number, key: string): Promise<number> {
  const [row] = await tx
    .insert(companyCounters)
    .values({ companyId, key, value: 1 })
    .onConflictDoUpdate({
      target: [companyCounters.companyId, companyCounters.key],
      set: { value: sql`${companyCounters.value} + 1` },
    })
    .returning({ value: companyCounters.value });
  return row!.value;
}

/**
 * `count` consecutive numbers at once (a job's batch), under the same row lock as `nextCompanyNumber`:
 * the first of them. Gapless as long as every number taken is used in the same transaction.
 */
export async function nextCompanyNumbers(
  tx: TDbExecutor,
  companyId: number,
  key: string,
  count: number,
): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Take one number or more, not ${count}`);
  const [row] = await tx
    .insert(companyCounters)
    .values({ companyId, key, value: count })
    .onConflictDoUpdate({
      target: [companyCounters.companyId, companyCounters.key],
      set: { value: sql`${companyCounters.value} + ${count}` },
    })
    .returning({ value: companyCounters.value });
  return row!.value - count + 1;
}
