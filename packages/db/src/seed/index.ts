import type { TDb } from '../client';

export type TSeedResult = { logins: string[] };

/** Demo data for `npm start`. Idempotent: each part checks for its own rows before inserting. */
export async function seedDemo(_db: TDb): Promise<TSeedResult> {
  return { logins: [] };
}
