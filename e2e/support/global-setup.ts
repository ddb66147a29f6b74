import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script shared with npm start
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });

async function waitReady(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/runtime-config.js`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become ready:\n${log()}`);
}

/** Builds if stale, then runs the real server (npm start's bundle) on a fresh database for the journeys. */
export default async function setup(project: TestProject) {
  buildIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'sewa-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    // The journeys sign in with the demo accounts; outside development the seed is off unless asked.
    SEED_DEMO: '1',
    // Links the server builds (the payment gateway's return address, e-mail links) point at the origin
    // the browser uses, so a journey that leaves for the payment page comes back signed in.
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    // Every journey runs from 127.0.0.1 at once, several of them scanning listings through public calls:
    // the per-address limit meant for one visitor would otherwise throttle the whole suite.
    RATE_LIMIT_PUBLIC_PER_MINUTE: process.env.RATE_LIMIT_PUBLIC_PER_MINUTE ?? '2000',
  };
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
  let output = '';
  const child = spawn(process.execPath, [resolve(root, 'apps/server/dist/main.js')], { cwd: root, env });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(baseUrl, child, () => output);
  project.provide('e2eBaseUrl', baseUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}
