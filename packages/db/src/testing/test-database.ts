import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type TDatabase } from '../client';
import { adminUrl, databaseUrlFor } from './postgres-urls';

/** A fresh, migrated database for one test file: a PGlite loaded from the golden dump, or a PostgreSQL
 * database created from the golden template. Close it in afterAll. */
export async function createTestDatabase(): Promise<TDatabase> {
  const golden = inject('sewaGolden');
  if (golden.kind === 'pglite') {
    const blob = new Blob([readFileSync(golden.file)]);
    return openDatabase({ kind: 'pglite', loadDataDir: blob });
  }
  const name = `sewa_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(golden.url), poolSize: 1 });
  await admin.db.execute(`CREATE DATABASE ${name} TEMPLATE ${golden.template}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(golden.url, name),
    poolSize: 4,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.db.execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
