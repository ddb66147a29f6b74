// `npm run bench:api`: the API envelope over real HTTP on PostgreSQL, against a baseline measured in the
// same run (issue 15 item 1): a bare Fastify 5 + node-postgres server answering `SELECT 1`, then the
// product server's cheapest public call (public-get-mobile-country-codes), an authenticated read
// (user-get-profile, with a session the script creates) and public-search-properties over the
// bench-search data set, twice: every request a different search (each one misses the search cache, ADR
// 0016) and a repeated mix (60 searches drawn with Zipf-like popularity, as visitors repeat the popular
// ones; each asked once before its round, as the round before evicts them), each at 1, 8 and 32
// concurrent clients. Prints req/s, p50/p95/p99 and the ratio to the baseline's req/s at the same
// concurrency, and the product server's resident memory (RSS, from /proc) idle after start, at its
// highest during each search round and its peak (ADR 0020).
//
// Each server runs in its own child process (the load generator stays out of its event loop); every
// product request is signed with buildSignedRequest (unique Wsid), prepared just before its round.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
//   npm run bench:api -- --db=sewa_bench_api --units=100000 --duration=5 --clients=1,8,32 --keep
// The database (--db, default sewa_bench_api) must be named sewa_bench_…; the script creates it and drops
// it afterwards (--keep leaves it for a later run with --reuse, which never drops it). --units=0 skips
// the search data set (and the search rows).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { openDatabase, runMigrations } from '@sewa/db';
import { makeAccount, makeSession } from '@sewa/db/testing/factories';
import { adminUrl, databaseUrlFor } from '@sewa/db/testing/postgres-urls';
import { sql } from 'drizzle-orm';
import { benchDatabaseExists, benchDatabaseName, createBenchDatabase } from './bench-database.mjs';
import { benchArgs, collectGarbage, memoryOf, percentile, sendRequest, signedCall } from './bench-kit.mjs';

const args = benchArgs();
const SECRET = 'bench-api-secret';
const POOL_SIZE = 10; // the product's default pool (packages/db client), for both servers
const DEVICE = { device_id: 'bench', platform: 'web', brand: 'bench', model: 'bench', browser: 'node' };

// ---------------------------------------------------------------- the servers (child processes)
async function serveBaseline(url) {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const app = Fastify({ logger: false });
  const answer = async () => {
    const { rows } = await pool.query('SELECT 1 AS one');
    return { status_code: 100, message: 'Success.', one: rows[0].one };
  };
  app.get('/', answer);
  app.post('/', answer);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address().port;
}

async function serveProduct(url) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
  const config = {
    ...loadConfig({ APP_ENV: 'test', API_SIGNING_SECRET: SECRET, DATABASE_URL: url }),
    webDistDir: '/nonexistent',
    rateLimitPublicPerMinute: 0,
  };
  // logger: true as in production (level warn), so the figure includes what a real process pays.
  const { app } = await buildApp({ config, db: database.db, logger: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address().port;
}

function startServer(kind, url) {
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      // --profile: a CPU profile of the product server (open it in Chrome DevTools or speedscope).
      ...(args.profile && kind === 'product' ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []),
      fileURLToPath(import.meta.url),
      `--serve=${kind}`,
      `--url=${url}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let waiting = null;
  let buffered = '';
  const memory = () => memoryOf(child.pid);
  const cpu = () =>
    new Promise((resolve) => {
      waiting = resolve;
      child.kill('SIGUSR2');
    });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let nl = buffered.indexOf('\n');
      while (nl >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        nl = buffered.indexOf('\n');
        const ready = /^READY (\d+)/.exec(line);
        if (ready) resolve({ port: Number(ready[1]), cpu, memory, stop: () => child.kill('SIGTERM') });
        const used = /^CPU (\d+)/.exec(line);
        if (used && waiting) waiting(Number(used[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

// ---------------------------------------------------------------- the load generator
const signed = (call, payload) => signedCall({ secret: SECRET, deviceInfo: DEVICE }, call, payload);

/** `clients` connections, each sending its next request when the previous answer arrived. */
async function round(port, requests, clients, durationMs, cycle = false, server = null) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  // The server's RSS sampled every 250 ms during the round: its highest value under this load.
  let rssMax = 0;
  const sample = () => {
    if (server) rssMax = Math.max(rssMax, server.memory().rss);
  };
  const sampler = setInterval(sample, 250);
  const times = [];
  let next = 0;
  let failures = 0;
  let firstFailure = null;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while ((cycle || next < requests.length) && performance.now() < deadline) {
        const r = requests[next++ % requests.length];
        const t = performance.now();
        const res = await sendRequest(agent, port, r);
        times.push(performance.now() - t);
        if (res.status !== 200) {
          failures++;
          firstFailure ??= `${res.status} ${res.body.toString().slice(0, 200)}`;
        }
      }
    }),
  );
  const wall = performance.now() - started;
  clearInterval(sampler);
  sample();
  agent.destroy();
  return { times, wall, failures, firstFailure, exhausted: !cycle && next >= requests.length, rssMax };
}

// ---------------------------------------------------------------- the replay claim alone
/**
 * One connection, one claim at a time: what the replay guard's statement costs per call on this server,
 * through the repository (prepared, UNLOGGED table), through the query builder, on a LOGGED table (a WAL
 * flush per claim, as before ADR 0015), next to `SELECT 1`.
 */
async function claimCosts(database, log) {
  const { claimWsidRow } = await import('../apps/server/src/modules/system/replay-repository.ts');
  const client = database.db.$client;
  const builder = (wsid, now) =>
    database.db.execute(sql`insert into seen_wsids (wsid, seen_at) values (${wsid}, ${now})
      on conflict (wsid) do update set seen_at = excluded.seen_at
      where seen_wsids.seen_at < ${new Date(now.getTime() - 600_000)} returning wsid`);
  const repository = (wsid, now) => claimWsidRow(database.db, wsid, now, 600);
  const time = async (label, fn, n = 2000) => {
    for (let i = 0; i < 200; i++) await fn(`w${label}${i}`, new Date());
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn(`${label}${i}`, new Date());
    return `${label} ${(((performance.now() - t) / n) * 1000).toFixed(0)} µs`;
  };
  const [{ relpersistence }] = (
    await database.db.execute(sql`select relpersistence from pg_class where relname = 'seen_wsids'`)
  ).rows;
  const figures = [
    await time('SELECT 1', () => client.query('SELECT 1')),
    await time(`claim (repository, ${relpersistence === 'u' ? 'unlogged' : 'logged'})`, repository),
    await time('claim (query builder)', builder),
  ];
  if (relpersistence === 'u') {
    await database.db.execute(sql`alter table seen_wsids set logged`);
    figures.push(await time('claim on a LOGGED table', repository, 500));
    await database.db.execute(sql`alter table seen_wsids set unlogged`);
  }
  await database.db.execute(sql`truncate seen_wsids`);
  log(`\nreplay claim, one connection, one at a time: ${figures.join(' · ')}`);
}

// ---------------------------------------------------------------- main
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL server (the bench creates its own database there).');
    process.exit(2);
  }
  const name = benchDatabaseName(args.db ?? 'sewa_bench_api');
  const units = Number(args.units ?? 100_000);
  const durationMs = Number(args.duration ?? 5) * 1000;
  const clientCounts = String(args.clients ?? '1,8,32')
    .split(',')
    .map(Number);
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
  const reuse = args.reuse === 'true' && (await benchDatabaseExists(admin.db, name));
  if (!reuse) await createBenchDatabase(admin.db, name);
  const dbUrl = databaseUrlFor(url, name);
  const servers = [];
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 4 });
  try {
    await runMigrations(database);
    const [{ n: searchRows }] = (
      await database.db.execute(sql`select count(*)::int as n from listing_search`)
    ).rows;
    const { generate, randomSearch } = await import('./bench-search.mjs');
    if (units > 0 && searchRows === 0) {
      console.log(`seeding ${units.toLocaleString('en')} units (bench-search's generator)…`);
      await generate(database.db, units, console.log);
    } else if (units > 0) {
      console.log(`reusing ${searchRows.toLocaleString('en')} searchable rentals in ${name}`);
    }
    await claimCosts(database, console.log);
    // Unique across runs on a reused database (the factories count from 1 in each process).
    const stamp = Date.now();
    const user = await makeAccount(database.db, 'tenant', {
      email: `bench-api-${stamp}@bench.test`,
      mobile: String(stamp).slice(-9),
    });
    const token = await makeSession(database.db, { kind: 'user', id: user.id });

    const baseline = await startServer('baseline', dbUrl);
    servers.push(baseline);
    const product = await startServer('product', dbUrl);
    servers.push(product);

    // Every request a search of its own: a price floor a few sen apart makes each one a new key of the
    // search cache (ADR 0016), so this round measures the uncached search.
    let unique = 0;
    const differentSearch = () => {
      const q = randomSearch();
      unique = (unique % 40_000) + 1;
      return { ...q, min_price: (q.min_price ?? 0) + unique };
    };
    // A realistic mix of repeated searches: 60 searches, the k-th most popular drawn with weight 1/k.
    const popular = Array.from({ length: 60 }, randomSearch);
    const weights = popular.map((_, k) => 1 / (k + 1));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const popularSearch = () => {
      let r = Math.random() * totalWeight;
      for (let k = 0; k < popular.length; k++) {
        r -= weights[k];
        if (r <= 0) return popular[k];
      }
      return popular[0];
    };
    const calls = [
      {
        label: 'baseline: Fastify + pg SELECT 1',
        reusable: true,
        port: baseline.port,
        server: baseline,
        make: async () => ({ method: 'GET', path: '/', headers: {} }),
      },
      {
        label: 'public-get-mobile-country-codes',
        port: product.port,
        server: product,
        make: () => signed('public-get-mobile-country-codes', {}),
      },
      {
        // The same call as a browser asks for it (Accept-Encoding): the answer's prepared br bytes.
        label: 'public-get-mobile-country-codes (br)',
        port: product.port,
        server: product,
        make: async () => {
          const r = await signed('public-get-mobile-country-codes', {});
          return { ...r, headers: { ...r.headers, 'accept-encoding': 'gzip, deflate, br' } };
        },
      },
      {
        label: 'user-get-profile',
        port: product.port,
        server: product,
        make: () => signed('user-get-profile', { login_token: token }),
      },
      ...(units > 0
        ? [
            {
              label: 'public-search-properties (all different)',
              search: true,
              port: product.port,
              server: product,
              make: () => signed('public-search-properties', differentSearch()),
            },
            {
              label: 'public-search-properties (repeated mix)',
              search: true,
              port: product.port,
              server: product,
              make: () => signed('public-search-properties', popularSearch()),
              // The round before it (all different) fills the 500-entry search cache with searches of its
              // own and evicts these: each of the 60 is asked once before the round, so the round measures
              // repeated searches, not a cold cache that only this script's order made.
              prime: () => Promise.all(popular.map((q) => signed('public-search-properties', q))),
            },
          ]
        : []),
    ];
    // --calls=mobile,profile: only the baseline and the calls whose name contains one of the words.
    if (args.calls) {
      const words = String(args.calls).split(',');
      for (let i = calls.length - 1; i > 0; i--)
        if (!words.some((w) => calls[i].label.includes(w))) calls.splice(i, 1);
    }
    const idle = product.memory();
    // Warm-up: JIT, plans, pool connections.
    for (const call of calls) {
      const reqs = await Promise.all(Array.from({ length: 300 }, () => call.make()));
      const w = await round(call.port, reqs, 8, 10_000);
      if (w.failures) throw new Error(`${call.label} failed in warm-up: ${w.firstFailure}`);
      call.rate = w.times.length / (w.wall / 1000);
    }

    console.log(
      `\nbench:api on PostgreSQL (${name}), ${durationMs / 1000} s per round, server pools of ${POOL_SIZE}`,
    );
    const rows = [];
    for (const clients of clientCounts) {
      console.log(`\n${clients} concurrent client${clients === 1 ? '' : 's'}`);
      let baseRate = null;
      for (const call of calls) {
        // Enough signed requests for the round at 2.5 times the last rate seen, prepared before it starts.
        const count = call.reusable
          ? 1
          : Math.min(
              100_000,
              Math.ceil(Math.max(call.rate * 2.5, clients >= 8 ? 6000 : 0) * (durationMs / 1000)) + 500,
            );
        const reqs = await Promise.all(Array.from({ length: count }, () => call.make()));
        if (call.prime) await round(call.port, await call.prime(), 8, 60_000);
        collectGarbage();
        const cpuBefore = await call.server.cpu();
        const r = await round(call.port, reqs, clients, durationMs, call.reusable, call.server);
        const cpuPerRequest = ((await call.server.cpu()) - cpuBefore) / r.times.length;
        const rate = r.times.length / (r.wall / 1000);
        call.rate = Math.max(call.rate, rate);
        baseRate ??= rate;
        const sorted = [...r.times].sort((a, b) => a - b);
        const f = (x) => x.toFixed(2).padStart(7);
        const line = `  ${call.label.padEnd(40)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  p99 ${f(percentile(sorted, 99))} ms  ${((rate / baseRate) * 100).toFixed(1).padStart(5)} % of baseline  server CPU ${cpuPerRequest.toFixed(0).padStart(5)} µs/req${r.failures ? `  FAILURES ${r.failures}: ${r.firstFailure}` : ''}${call.search ? `  server RSS ≤ ${r.rssMax.toFixed(0)} MB` : ''}${r.exhausted ? '  (ran out of prepared requests)' : ''}`;
        console.log(line);
        rows.push({
          clients,
          call: call.label,
          rate,
          p99: percentile(sorted, 99),
          ratio: rate / baseRate,
          failures: r.failures,
          cpuPerRequest,
        });
      }
    }
    const after = product.memory();
    console.log(
      `\nproduct server RSS: ${idle.rss.toFixed(0)} MB idle after start, ${after.rss.toFixed(0)} MB after the rounds, peak ${after.peak.toFixed(0)} MB`,
    );
    const at32 = (label) => rows.find((r) => r.clients === 32 && r.call === label);
    const aims = [
      ['public-get-mobile-country-codes', 0.4],
      ['user-get-profile', 0.25],
    ];
    if (clientCounts.includes(32)) {
      console.log('\naims at 32 clients:');
      for (const [label, aim] of aims) {
        const r = at32(label);
        if (r)
          console.log(
            `  ${label.padEnd(40)} ${(r.ratio * 100).toFixed(1)} % of the baseline (aim ≥ ${aim * 100} %) ${r.ratio >= aim ? 'met' : 'NOT met'}`,
          );
      }
      const mix = at32('public-search-properties (repeated mix)');
      if (mix)
        console.log(
          `  ${'public-search-properties (repeated mix)'.padEnd(40)} ${mix.rate.toFixed(0)} req/s, p99 ${mix.p99.toFixed(1)} ms (aim ≥ 1000 req/s, p99 ≤ 100 ms) ${mix.rate >= 1000 && mix.p99 <= 100 ? 'met' : 'NOT met'}`,
        );
    }
  } finally {
    for (const server of servers) server.stop();
    await database.close();
    if (!reuse && args.keep !== 'true')
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    else console.log(`\nkept ${name} (drop it yourself, or run again with --reuse)`);
    await admin.close();
  }
}

if (args.serve) {
  const port = await (args.serve === 'baseline' ? serveBaseline : serveProduct)(args.url);
  process.stdout.write(`READY ${port}\n`);
  // SIGUSR2: report the CPU time this server has used (user + system, µs), for CPU per request.
  process.on('SIGUSR2', () => {
    const { user, system } = process.cpuUsage();
    process.stdout.write(`CPU ${user + system}\n`);
  });
  process.on('SIGTERM', () => process.exit(0));
} else {
  await main();
}
