import pg from 'pg';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script shared with npm start
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startServer } from './server';

/** Builds if stale, then runs the real server (npm start's bundle) on a fresh database for the journeys. */
export default async function setup(project: TestProject) {
  buildIfStale();
  const env: NodeJS.ProcessEnv = {};
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `sewa_e2e_${process.pid}`;
    const adminUrl = new URL(process.env.DATABASE_URL);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(process.env.DATABASE_URL);
    dbUrl.pathname = `/${name}`;
    env.DATABASE_URL = dbUrl.toString();
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const server = await startServer(env);
  project.provide('e2eBaseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await dropDatabase?.();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}
