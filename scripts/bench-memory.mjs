// `npm run bench:memory`: the product server's resident memory (RSS) on the embedded database (PGlite),
// idle and under search load (issue 15 item 3, ADR 0020). Two servers in the same run, each a child
// process on a fresh PGlite data directory with the bench-search data set (10,000 units by default):
// PGlite's own start parameters (shared_buffers 128 MB, its baseline) and the product's
// (PGLITE_START_PARAMS, shared_buffers 16 MB). For each: RSS idle after start, its highest value during
// the search rounds (all different searches, then a repeated mix, 8 clients), and the peak (VmHWM).
// The same figures on PostgreSQL come from `npm run bench:api` (its last lines).
//
// Options: --units=10000 --duration=10 (seconds per round) --clients=8.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS, runMigrations, schema } from '@sewa/db';
import { drizzle } from 'drizzle-orm/pglite';
import { benchArgs, memoryOf, sendRequest, signedCall } from './bench-kit.mjs';

const args = benchArgs();
const SECRET = 'bench-memory-secret';
const CALLER = {
  secret: SECRET,
  deviceInfo: { device_id: 'bench', platform: 'web', brand: 'bench', model: 'bench', browser: 'node' },
};
const VARIANTS = {
  'PGlite defaults (shared_buffers 128 MB)': PGlite.defaultStartParams,
  'product (shared_buffers 16 MB)': PGLITE_START_PARAMS,
};

// ---------------------------------------------------------------- the server (a child process)
async function openPglite(variant, dataDir) {
  const client = new PGlite({ dataDir, startParams: VARIANTS[variant] });
  await client.waitReady;
  return { db: drizzle(client, { schema }), kind: 'pglite', pglite: client, close: () => client.close() };
}

/** A process of its own migrates and seeds the data directory, so the server starts as after a restart. */
async function seed(variant, dataDir, units) {
  const { generate } = await import('./bench-search.mjs');
  const database = await openPglite(variant, dataDir);
  await runMigrations(database);
  await generate(database.db, units, () => {});
  await database.close();
}

async function serve(variant, dataDir) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const database = await openPglite(variant, dataDir);
  const config = {
    ...loadConfig({ APP_ENV: 'test', API_SIGNING_SECRET: SECRET, DATA_DIR: dataDir }),
    webDistDir: '/nonexistent',
    rateLimitPublicPerMinute: 0,
  };
  const { app } = await buildApp({ config, db: database.db, logger: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address().port;
}

const child = (mode, variant, dataDir, units) =>
  spawn(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      `--${mode}=${variant}`,
      `--dir=${dataDir}`,
      `--units=${units}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );

async function startServer(variant, dataDir, units) {
  await new Promise((resolve, reject) =>
    child('seed', variant, dataDir, units).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding exited (${code})`)),
    ),
  );
  const server = child('serve', variant, dataDir, units);
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const ready = /READY (\d+)/.exec(String(chunk));
      if (ready) resolve({ port: Number(ready[1]), pid: server.pid, stop: () => server.kill('SIGTERM') });
    });
    server.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

// ---------------------------------------------------------------- the load
/** `clients` connections for `durationMs`; the server's RSS sampled every 250 ms. */
async function loadRound(server, makeSearch, clients, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let rssMax = 0;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, memoryOf(server.pid).rss);
  }, 250);
  let done = 0;
  let failures = 0;
  let firstFailure = null;
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const request = await signedCall(CALLER, 'public-search-properties', makeSearch());
        const answer = await sendRequest(agent, server.port, request);
        if (answer.status === 200) done++;
        else {
          failures++;
          firstFailure ??= `${answer.status} ${answer.body.toString().slice(0, 200)}`;
        }
      }
    }),
  );
  clearInterval(sampler);
  agent.destroy();
  return {
    rate: done / (durationMs / 1000),
    rssMax: Math.max(rssMax, memoryOf(server.pid).rss),
    failures,
    firstFailure,
  };
}

async function main() {
  const units = Number(args.units ?? 10_000);
  const durationMs = Number(args.duration ?? 10) * 1000;
  const clients = Number(args.clients ?? 8);
  const { randomSearch } = await import('./bench-search.mjs');
  let unique = 0;
  const differentSearch = () => ({ ...randomSearch(), min_price: ++unique });
  const popular = Array.from({ length: 60 }, randomSearch);
  const repeatedSearch = () => popular[Math.floor(popular.length * Math.random() ** 2)];

  console.log(
    `bench:memory on PGlite, ${units.toLocaleString('en')} units, ${clients} clients, ${durationMs / 1000} s per round\n`,
  );
  for (const variant of Object.keys(VARIANTS)) {
    const dir = mkdtempSync(join(tmpdir(), 'sewa-bench-memory-'));
    const server = await startServer(variant, dir, units);
    try {
      await new Promise((r) => setTimeout(r, 2000)); // settle after start
      const idle = memoryOf(server.pid).rss;
      const different = await loadRound(server, differentSearch, clients, durationMs);
      const repeated = await loadRound(server, repeatedSearch, clients, durationMs);
      const { peak } = memoryOf(server.pid);
      const f = (x) => `${x.toFixed(0).padStart(4)} MB`;
      console.log(
        `  ${variant.padEnd(42)} idle ${f(idle)}  under load ≤ ${f(Math.max(different.rssMax, repeated.rssMax))}  peak ${f(peak)}  (${different.rate.toFixed(0)} req/s different, ${repeated.rate.toFixed(0)} req/s repeated${different.failures + repeated.failures ? `, FAILURES ${different.failures + repeated.failures}: ${different.firstFailure ?? repeated.firstFailure}` : ''})`,
      );
    } finally {
      server.stop();
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

if (args.seed) {
  await seed(args.seed, args.dir, Number(args.units));
} else if (args.serve) {
  const port = await serve(args.serve, args.dir);
  process.stdout.write(`READY ${port}\n`);
  process.on('SIGTERM', () => process.exit(0));
} else {
  await main();
}
