import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { adminUrl, databaseUrlFor } from './postgres-urls';

// Migrate once into a golden database; every test file then gets a copy (never re-migrated).
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const golden = `sewa_golden_${process.pid}`;
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
    await admin.db.execute(`DROP DATABASE IF EXISTS ${golden}`);
    await admin.db.execute(`CREATE DATABASE ${golden}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(url, golden), poolSize: 1 });
    await runMigrations(database);
    await database.close();
    project.provide('sewaGolden', { kind: 'postgres', url, template: golden });
    return async () => {
      await admin.db.execute(`DROP DATABASE IF EXISTS ${golden} WITH (FORCE)`);
      await admin.close();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `golden-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('sewaGolden', { kind: 'pglite', file });
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    sewaGolden: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}
