import type { TDatabase } from '@sewa/db';
import { createTestDatabase, makeUser } from '@sewa/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { notify } from '../modules/notifications/notify';
import { createMemoryBuses } from '../testing/buses';
import { makeSocketSession } from '../testing/sockets';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { openPostgresBus, type TBus } from './bus';

// Two app instances on one database behave as one product (ADR 0028): a notification created through A
// reaches a socket opened on B, logout on A closes B's sockets, and the per-address limit holds across
// both. On PGlite the two "processes" talk through an in-memory bus; with DATABASE_URL (CI), each has
// its own LISTEN connection to PostgreSQL, as two server processes do.

const onPostgres = inject('sewaGolden').kind === 'postgres';
const modes = onPostgres ? (['memory', 'postgres'] as const) : (['memory'] as const);
const LIMIT = 6;
/** The rate-limit exchange interval of these apps (1 s in production). */
const SYNC_MS = 100;
const OUTBOX = 'public-dev-list-outbox';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (cond: () => boolean, ms = 4000) => {
  for (let waited = 0; waited < ms && !cond(); waited += 20) await sleep(20);
};

type TOpened = {
  ws: WebSocket;
  messages: { type: string; notification?: Record<string, unknown> }[];
  closed: Promise<number>;
};
function open(url: string, origin: string): Promise<TOpened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin });
    const messages: TOpened['messages'] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (m) => messages.push(JSON.parse(m.toString())));
    ws.on('open', () => resolve({ ws, messages, closed }));
    ws.on('error', reject);
  });
}
async function openAuthenticated(url: string, origin: string, key: string): Promise<TOpened> {
  const opened = await open(url, origin);
  opened.ws.send(JSON.stringify({ type: 'authenticate', notification_key: key, role: 'tenant' }));
  await until(() => opened.messages.length > 0);
  expect(opened.messages[0]).toEqual({ type: 'authenticated' });
  return opened;
}
const notificationsOf = (opened: TOpened) =>
  opened.messages.filter((m) => m.type === 'notification').map((m) => m.notification!);

describe.each(modes)('two processes on one database (%s bus)', (mode) => {
  let database: TDatabase;
  let a: TTestApp;
  let b: TTestApp;
  let wsA: string;
  let wsB: string;
  let origin: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [busA, busB]: TBus[] =
      mode === 'memory'
        ? createMemoryBuses(2)
        : [await openPostgresBus({ url: database.url! }), await openPostgresBus({ url: database.url! })];
    const config = { publicBaseUrl: 'https://sewa.example.my', rateLimitPublicPerMinute: LIMIT };
    a = await createTestApp(config, { database, bus: busA, rateSyncMs: SYNC_MS });
    b = await createTestApp(config, { database, bus: busB, rateSyncMs: SYNC_MS });
    origin = config.publicBaseUrl;
    wsA = `${(await a.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
    wsB = `${(await b.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('delivers a notification created through A to sockets on B and on A', async () => {
    const user = await makeUser(database.db, { role: 'tenant' });
    const { key } = await makeSocketSession(database.db, { kind: 'user', id: user.id });
    const onA = await openAuthenticated(wsA, origin, key);
    const onB = await openAuthenticated(wsB, origin, key);
    const other = await makeUser(database.db, { role: 'tenant' });
    const otherOnB = await openAuthenticated(
      wsB,
      origin,
      (await makeSocketSession(database.db, { kind: 'user', id: other.id })).key,
    );

    const sent = await notify(
      a.services,
      { kind: 'user', id: user.id },
      {
        kind: 'test',
        title: { en: 'Hello from A', cn: '来自A' },
        body: { en: 'Body', cn: '内容' },
      },
    );
    await until(() => notificationsOf(onB).length > 0);
    expect(notificationsOf(onB)).toEqual([sent]);
    expect(notificationsOf(onA)).toEqual([sent]);
    await sleep(100);
    expect(notificationsOf(otherOnB)).toEqual([]);
    for (const s of [onA, onB, otherOnB]) s.ws.close();
  });

  it('sends a notification too large for a NOTIFY payload by id; B loads and pushes it whole', async () => {
    const user = await makeUser(database.db, { role: 'tenant' });
    const { key } = await makeSocketSession(database.db, { kind: 'user', id: user.id });
    const onB = await openAuthenticated(wsB, origin, key);
    const long = 'x'.repeat(5000);
    const sent = await notify(
      a.services,
      { kind: 'user', id: user.id },
      {
        kind: 'test',
        title: { en: 'Long', cn: '长' },
        body: { en: long, cn: long },
      },
    );
    await until(() => notificationsOf(onB).length > 0);
    expect(notificationsOf(onB)).toEqual([sent]);
    onB.ws.close();
  });

  it("closes the session's sockets on B when it logs out through A", async () => {
    const user = await makeUser(database.db, { role: 'tenant' });
    const { token, key } = await makeSocketSession(database.db, { kind: 'user', id: user.id });
    const kept = await makeSocketSession(database.db, { kind: 'user', id: user.id });
    const onB = await openAuthenticated(wsB, origin, key);
    const otherSessionOnB = await openAuthenticated(wsB, origin, kept.key);
    expect((await a.call('user-logout', {}, { token })).status_code).toBe(100);
    expect(await Promise.race([onB.closed, sleep(4000).then(() => 'still open')])).toBe(4401);
    await sleep(100);
    expect(otherSessionOnB.ws.readyState).toBe(WebSocket.OPEN);
    otherSessionOnB.ws.close();
  });

  it('holds the per-address limit for a client alternating between A and B', async () => {
    const ip = mode === 'memory' ? '10.77.0.1' : '10.77.0.2';
    const codes: number[] = [];
    const hit = async (app: TTestApp) => codes.push((await app.call(OUTBOX, {}, { ip })).status_code);
    // One exchange interval apart, every hit is known to both processes before the next one.
    for (let i = 0; i < 5; i++) {
      await hit(a);
      await sleep(4 * SYNC_MS);
      await hit(b);
      await sleep(4 * SYNC_MS);
    }
    expect(codes).toEqual([100, 100, 100, 100, 100, 100, 105, 105, 105, 105]);
    // Another address is counted apart.
    expect((await b.call(OUTBOX, {}, { ip: '10.77.1.1' })).status_code).toBe(100);
  });
});

describe.runIf(onPostgres)('the PostgreSQL bus', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('reconnects after its listening connection is lost', async () => {
    const errors: string[] = [];
    const sender = await openPostgresBus({
      url: database.url!,
      channel: 'sewa_reconnect',
      onError: () => undefined,
    });
    const receiver = await openPostgresBus({
      url: database.url!,
      channel: 'sewa_reconnect',
      onError: (m) => errors.push(m),
    });
    const received: unknown[] = [];
    receiver.onMessage((m) => received.push(m));
    try {
      await database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = 'LISTEN "sewa_reconnect"'`);
      await until(() => errors.length > 0);
      expect(errors[0]).toMatch(/bus connection lost/);
      // Both were cut; once they are back (about a second), a message goes through again.
      for (let i = 0; i < 40 && received.length === 0; i++) {
        sender.send({ t: 'session-end', sessionId: 42 });
        await sleep(150);
      }
      expect(received[0]).toEqual({ t: 'session-end', sessionId: 42 });
    } finally {
      await sender.close();
      await receiver.close();
    }
  });
});
