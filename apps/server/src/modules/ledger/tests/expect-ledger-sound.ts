import type { TDb } from '@sewa/db';
import { expect } from 'vitest';
import { isLedgerSound, verifyLedger } from '../verify-ledger';

/** Every money test file ends with this: each balance equals its lines, each transfer sums to zero. */
export async function expectLedgerSound(db: TDb) {
  const check = await verifyLedger(db);
  expect(isLedgerSound(check), JSON.stringify(check)).toBe(true);
}
