// `npm run bench:booking`: no double booking under load (issue 11, ASVS 2.3.4). 200 visitors, each with
// an account, a session and their own booking of the same last room, call user-pay-booking at the same
// moment over real HTTP on PostgreSQL. Exactly one may reserve the room (the rental_reservations primary
// key decides); every other one must get 104 "no longer available", and nothing else may change: one
// pending payment, the rental still available until paid, the ledger untouched.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:booking
//   npm run bench:booking -- --visitors=200 --db=sewa_bench_booking --keep
// The database (--db, default sewa_bench_booking) must be named sewa_bench_…; the script creates it and
// drops it afterwards (--keep leaves it); it never touches a database it did not create.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { openDatabase, runMigrations } from '@sewa/db';
import { makeAccount, makeBookableRental, makeBooking, makeSession } from '@sewa/db/testing';
import { adminUrl, databaseUrlFor } from '@sewa/db/testing/postgres-urls';
import { sql } from 'drizzle-orm';
import { benchDatabaseName, createBenchDatabase } from './bench-database.mjs';
import { benchArgs, percentile, sendRequest, signedCall } from './bench-kit.mjs';

const args = benchArgs();
const SECRET = 'bench-booking-secret';
const POOL_SIZE = 10; // the product's default pool
const DEVICE = { device_id: 'bench', platform: 'web', brand: 'bench', model: 'bench', browser: 'node' };

// ---------------------------------------------------------------- the server (a child process)
async function serveProduct(url) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
  const config = {
    ...loadConfig({ APP_ENV: 'test', API_SIGNING_SECRET: SECRET, SECRET_KEY: SECRET, DATABASE_URL: url }),
    webDistDir: '/nonexistent',
    rateLimitPublicPerMinute: 0,
  };
  const { app } = await buildApp({ config, db: database.db, logger: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address().port;
}

function startServer(url) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve', `--url=${url}`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const ready = /READY (\d+)/.exec(buffered);
      if (ready)
        resolve({
          port: Number(ready[1]),
          // Waits for the server to exit, so dropping the database afterwards cuts no live connection.
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

// ---------------------------------------------------------------- the visitors
const signed = (call, payload) => signedCall({ secret: SECRET, deviceInfo: DEVICE }, call, payload);

const one = async (db, query) => (await db.execute(query)).rows[0];

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL server (the bench creates its own database there).');
    process.exit(2);
  }
  const name = benchDatabaseName(args.db ?? 'sewa_bench_booking');
  const visitors = Number(args.visitors ?? 200);
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
  await createBenchDatabase(admin.db, name);
  const dbUrl = databaseUrlFor(url, name);
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 4 });
  let server = null;
  let ok = false;
  try {
    await runMigrations(database);
    const db = database.db;
    // The last room: one bookable room rental, and every visitor's own booking of it, ready to pay.
    const { rental } = await makeBookableRental(db, { roomRental: true, secretKey: SECRET });
    const tokens = [];
    const bookingIds = [];
    for (let i = 0; i < visitors; i++) {
      const user = await makeAccount(db, 'tenant');
      tokens.push(await makeSession(db, { kind: 'user', id: user.id }));
      bookingIds.push(
        (
          await makeBooking(db, {
            rental,
            userId: user.id,
            status: 'pending_payment',
            moveInDate: '2030-01-01',
          })
        ).id,
      );
    }
    const before = await one(
      db,
      sql`select (select count(*)::int from ledger_transfers) as transfers,
        (select count(*)::int from ledger_lines) as lines,
        (select coalesce(sum(balance_sen), 0)::bigint as s from ledger_accounts) as balances,
        (select count(*)::int from payments) as payments`,
    );

    server = await startServer(dbUrl);
    // Warm the server (JIT, plans, pool) on a read, so the race measures the reservation, not start-up.
    const agent = new http.Agent({ keepAlive: true, maxSockets: visitors });
    await Promise.all(
      Array.from({ length: 20 }, async () =>
        sendRequest(agent, server.port, await signed('public-get-booking-terms', { rental_id: rental.id })),
      ),
    );
    const requests = await Promise.all(
      bookingIds.map((id, i) => signed('user-pay-booking', { booking_id: id, login_token: tokens[i] })),
    );
    const times = [];
    const started = performance.now();
    const answers = await Promise.all(
      requests.map(async (r) => {
        const t = performance.now();
        const res = await sendRequest(agent, server.port, r);
        times.push(performance.now() - t);
        return res;
      }),
    );
    const wall = performance.now() - started;
    agent.destroy();

    const outcomes = new Map();
    for (const a of answers) {
      let code = `http ${a.status}`;
      try {
        code = String(JSON.parse(a.body.toString()).status_code);
      } catch {}
      outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
    }
    const after = await one(
      db,
      sql`select (select count(*)::int from rental_reservations where rental_id = ${rental.id}) as reservations,
        (select count(*)::int from bookings where reserved_until is not null) as reserved_bookings,
        (select count(*)::int from bookings where status <> 'pending_payment') as moved_bookings,
        (select status from rentals where id = ${rental.id}) as rental_status,
        (select count(*)::int from payments where status = 'pending') as pending_payments,
        (select count(*)::int from payments) as payments,
        (select count(*)::int from ledger_transfers) as transfers,
        (select count(*)::int from ledger_lines) as lines,
        (select coalesce(sum(balance_sen), 0)::bigint as s from ledger_accounts) as balances`,
    );
    const sorted = [...times].sort((a, b) => a - b);
    const succeeded = outcomes.get('100') ?? 0;
    const refused = outcomes.get('104') ?? 0;
    const others = [...outcomes].filter(([k]) => k !== '100' && k !== '104');
    console.log(
      `\nbench:booking on PostgreSQL (${name}): ${visitors} visitors pay for the same last room at once`,
    );
    console.log(
      `  reservations made          ${after.reservations} (bookings holding it: ${after.reserved_bookings})`,
    );
    console.log(`  payments started (100)     ${succeeded}`);
    console.log(`  refused 104                ${refused}`);
    console.log(
      `  other outcomes             ${others.length ? others.map(([k, n]) => `${k} × ${n}`).join(', ') : 'none'}`,
    );
    console.log(`  wall time                  ${wall.toFixed(0)} ms`);
    console.log(
      `  latency                    p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${sorted.at(-1).toFixed(1)} ms`,
    );
    console.log(
      `  payment rows               ${after.payments - before.payments} new, ${after.pending_payments} pending`,
    );
    console.log(`  rental status              ${after.rental_status}`);
    console.log(`  bookings moved             ${after.moved_bookings}`);
    console.log(
      `  ledger                     ${after.transfers - before.transfers} transfers, ${after.lines - before.lines} lines, balances ${Number(after.balances) === Number(before.balances) ? 'unchanged' : 'CHANGED'}`,
    );
    const checks = [
      [
        'exactly one reservation',
        after.reservations === 1 && after.reserved_bookings === 1 && succeeded === 1,
      ],
      ['every other visitor got 104', refused === visitors - 1 && others.length === 0],
      ['one pending payment', after.payments - before.payments === 1 && after.pending_payments === 1],
      ['rental still available until paid', after.rental_status === 'available'],
      ['no booking moved', after.moved_bookings === 0],
      ['ledger unchanged', after.transfers === before.transfers && after.lines === before.lines],
    ];
    for (const [label, pass] of checks) console.log(`  ${pass ? 'ok  ' : 'FAIL'} ${label}`);
    ok = checks.every(([, pass]) => pass);
  } finally {
    await server?.stop();
    await database.close();
    if (args.keep !== 'true') await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    else console.log(`\nkept ${name} (drop it yourself)`);
    await admin.close();
  }
  process.exit(ok ? 0 : 1);
}

if (args.serve) {
  const port = await serveProduct(args.url);
  process.stdout.write(`READY ${port}\n`);
  process.on('SIGTERM', () => process.exit(0));
} else {
  await main();
}
