import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbExecutor = TDb | TTx;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** The connection URL, on PostgreSQL (the cross-process bus opens its own listening connection). */
  url?: string;
  close: () => Promise<void>;
  /** The PGlite instance, when embedded (tests dump it to make the golden copy). */
  pglite?: PGlite;
};

export type TOpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * PGlite's start parameters: the library's own, with shared_buffers at 16 MB instead of PostgreSQL's
 * 128 MB. The embedded database touches its whole buffer pool, so this is ~120 MB less resident memory
 * for an idle server; the pages it no longer caches are read back from the data directory (ADR 0020).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover) must not crash the process.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as TDb;
    return { db, kind: 'postgres', url: options.url, close: () => pool.end() };
  }
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: PGLITE_START_PARAMS,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export { schema };
