import { messageQueue, outboxMessages } from '@sewa/db';
import { uniqueMobile } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantForm } from '../../../modules/accounts/tests/kit';
import { readOutbox } from '../../../testing/outbox';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { deliverDue, MAX_DELIVERY_ATTEMPTS, RETRY_AFTER_MINUTES, startDeliveryWorker } from '../delivery';
import {
  PermanentDeliveryError,
  type TOutgoingMessage,
  type TTransport,
  type TTransports,
} from '../messaging';

// The message queue (ADR 0027): sending queues a row; the worker delivers, retries with backoff, gives up,
// and never sends a row twice. The outbox simulator is the transport unless a test swaps one in.

let t: TTestApp;
let clock = new Date('2026-06-01T02:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 }, { now: () => clock });
});
afterAll(() => t.close());

const rowOf = async (to: string) => {
  const [row] = await t.database.db.select().from(messageQueue).where(eq(messageQueue.to, to));
  return row!;
};
/** The services with other transports (a test's failing or counting one). */
const withTransports = (transports: Partial<TTransports>) => ({
  ...t.services,
  transports: { ...t.services.transports, ...transports },
});
const failing = (error: () => Error, sent: TOutgoingMessage[] = []): TTransport => ({
  name: 'flaky',
  isSimulator: false,
  async send(m) {
    sent.push(m);
    throw error();
  },
});

describe('the message queue', () => {
  it('a request only queues its SMS: the outbox has it once the queue is delivered', async () => {
    const form = tenantForm(uniqueMobile());
    const e164 = `+60${form.mobile}`;
    const res = await t.call('public-register', { ...form, confirm: 0 }, { now: clock });
    expect(res.status_code).toBe(100);
    // Nothing was sent inside the request: a queued row, an empty outbox.
    expect(await rowOf(e164)).toMatchObject({ channel: 'sms', status: 'queued', attempts: 0 });
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, e164))).toEqual([]);
    // Reading the outbox delivers first (public-dev-list-outbox does the same).
    const listed = await t.call<{ body: string }[]>('public-dev-list-outbox', { to: e164 }, { now: clock });
    expect(listed.data).toHaveLength(1);
    expect(listed.data![0]!.body).toMatch(/\d{6}/);
    // Its text (the code) is not kept once sent.
    expect(await rowOf(e164)).toMatchObject({
      status: 'sent',
      attempts: 1,
      transport: 'simulator',
      body: '',
    });
  });

  it('a sent message is never sent again, also when two deliveries run at once', async () => {
    const to = [1, 2, 3].map((i) => `twice-${i}@sewa.test`);
    await t.services.messaging.sendMany(
      to.map((address) => ({ channel: 'email', to: address, body: 'Hello' })),
    );
    const sent: string[] = [];
    const counting: TTransport = {
      name: 'counting',
      isSimulator: false,
      send: async (m) => {
        sent.push(m.to);
        return { ref: null };
      },
    };
    const services = withTransports({ email: counting });
    const [a, b] = await Promise.all([deliverDue(services, clock), deliverDue(services, clock)]);
    expect(a.sent + b.sent).toBe(3);
    expect((await deliverDue(services, new Date(clock.getTime() + 86_400_000))).sent).toBe(0);
    expect(sent.sort()).toEqual(to);
  });

  it('retries after 1, 5, 30 … minutes, then gives up; the log names no address or text', async () => {
    const to = '+60123450001';
    await t.services.messaging.send({ channel: 'sms', to, body: 'Your code is 123456' });
    const tries: TOutgoingMessage[] = [];
    const logged: string[] = [];
    const services = withTransports({
      sms: failing(() => new Error(`connect ECONNREFUSED while sending to ${to} (user@mail.my)`), tries),
    });
    const start = clock.getTime();
    let at = start;
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      clock = new Date(at);
      // Not due a moment before its time.
      if (attempt > 1)
        expect((await deliverDue(services, new Date(at - 1_000), (l) => logged.push(l))).retrying).toBe(0);
      const report = await deliverDue(services, clock, (l) => logged.push(l));
      const row = await rowOf(to);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(report).toEqual({ sent: 0, retrying: 1, failed: 0 });
        const wait = RETRY_AFTER_MINUTES[attempt - 1]! * 60_000;
        expect(row.status).toBe('queued');
        expect(row.nextAttemptAt.getTime()).toBe(at + wait);
        at += wait;
      } else {
        expect(report).toEqual({ sent: 0, retrying: 0, failed: 1 });
        expect(row.status).toBe('failed');
      }
    }
    expect(RETRY_AFTER_MINUTES.slice(0, 3)).toEqual([1, 5, 30]);
    expect(tries).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    // Given up: never tried again.
    expect((await deliverDue(services, new Date(at + 7 * 86_400_000))).failed).toBe(0);
    expect(tries).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(logged).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(logged.at(-1)).toMatch(/given up/);
    for (const line of logged) {
      expect(line).not.toContain('0123450001');
      expect(line).not.toContain('user@mail.my');
      expect(line).not.toContain('123456');
    }
    expect((await rowOf(to)).lastError).not.toContain('user@mail.my');
    clock = new Date(start);
  });

  it('a sweep as of a later instant (public-dev-run-jobs) tries a failing message once, not six times', async () => {
    const to = '+60123450002';
    await t.services.messaging.send({ channel: 'sms', to, body: 'Later' });
    const tries: TOutgoingMessage[] = [];
    const services = withTransports({ sms: failing(() => new Error('timeout'), tries) });
    const later = new Date(clock.getTime() + 86_400_000);
    expect(await deliverDue(services, later, () => undefined)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(tries).toHaveLength(1);
    expect((await rowOf(to)).nextAttemptAt.getTime()).toBe(later.getTime() + RETRY_AFTER_MINUTES[0] * 60_000);
  });

  it('a permanent refusal (bad address) fails at once', async () => {
    const to = 'nobody@bounce.test';
    await t.services.messaging.send({ channel: 'email', to, subject: 'Hi', body: 'Hello' });
    const services = withTransports({
      email: failing(() => new PermanentDeliveryError('SMTP 550 to RCPT TO')),
    });
    expect(await deliverDue(services, clock, () => undefined)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(to)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP 550 to RCPT TO',
      body: '',
    });
  });

  it('a message is queued in the caller’s transaction: rolled back, it is never sent', async () => {
    const to = 'rolled-back@sewa.test';
    await t.database.db
      .transaction(async (tx) => {
        await t.services.messaging.send({ channel: 'email', to, body: 'Never' }, tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await t.database.db.select().from(messageQueue).where(eq(messageQueue.to, to))).toEqual([]);
    expect(await readOutbox(t, { to })).toEqual([]);
  });

  it('in a running server the worker sends a queued message within about a second', async () => {
    clock = new Date();
    const stop = startDeliveryWorker(t.services);
    try {
      const to = 'kicked@sewa.test';
      const queuedAt = Date.now();
      await t.services.messaging.send({ channel: 'email', to, subject: 'Kick', body: 'Soon' });
      // Looking at the outbox table itself (not readOutbox, which would deliver): the worker did it.
      let rows: unknown[] = [];
      while (rows.length === 0 && Date.now() - queuedAt < 3_000) {
        await new Promise((r) => setTimeout(r, 25));
        rows = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
      }
      expect(rows).toHaveLength(1);
      expect(Date.now() - queuedAt).toBeLessThan(1_500);
    } finally {
      await stop();
    }
  });

  it('the minute job delivers what is due, and records nothing when the queue is idle', async () => {
    const to = 'by-the-job@sewa.test';
    clock = new Date('2026-06-02T02:00:00Z');
    await t.services.messaging.send({ channel: 'email', to, subject: 'Job', body: 'From the job' });
    type TRun = { jobs: { job: string; runs: { subject: string; result: unknown }[] }[] };
    const run = await t.call<TRun>('public-dev-run-jobs', { as_of: '2026-06-02T02:00:30Z' }, { now: clock });
    const delivery = run.data!.jobs.find((j) => j.job === 'message-delivery')!;
    expect(delivery.runs).toEqual([
      { subject: 'queue', status: 'done', result: { sent: 1, retrying: 0, failed: 0 }, error: null },
    ]);
    expect(await rowOf(to)).toMatchObject({ status: 'sent' });
    const idle = await t.call<TRun>('public-dev-run-jobs', { as_of: '2026-06-02T02:01:30Z' }, { now: clock });
    expect(idle.data!.jobs.find((j) => j.job === 'message-delivery')!.runs).toEqual([]);
  });
});
