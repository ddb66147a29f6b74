import { describe, expect, it } from 'vitest';
import { createMemoryBuses } from '../testing/buses';
import {
  createLocalBus,
  MAX_PAYLOAD_BYTES,
  notificationMessage,
  rateMessages,
  type TBusMessage,
} from './bus';

const principal = { kind: 'user', id: 7 } as const;

describe('bus messages', () => {
  it('sends a notification whole when it fits a NOTIFY payload, else by id', () => {
    const small = { id: 12, title_en: 'Hi' };
    expect(notificationMessage(principal, small)).toEqual({
      t: 'notification',
      principal,
      notification: small,
    });
    const large = { id: 13, body_en: 'x'.repeat(MAX_PAYLOAD_BYTES) };
    expect(notificationMessage(principal, large)).toEqual({ t: 'notification', principal, id: 13 });
  });

  it('splits rate-limit increments into messages that each fit, losing none', () => {
    const hits: [string, number][] = Array.from({ length: 1000 }, (_, i) => [
      `10.0.${i}.1|public-call`,
      i + 1,
    ]);
    const messages = rateMessages(hits);
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages)
      expect(Buffer.byteLength(JSON.stringify(m))).toBeLessThan(MAX_PAYLOAD_BYTES - 100);
    expect(messages.flatMap((m) => (m.t === 'rate' ? m.hits : []))).toEqual(hits);
    expect(rateMessages([])).toEqual([]);
  });

  it('alone (PGlite), the bus is not shared and sends nothing', async () => {
    const bus = createLocalBus();
    expect(bus.shared).toBe(false);
    bus.send({ t: 'session-end', sessionId: 1 });
    await bus.close();
  });

  it('memory buses deliver to the other processes only', async () => {
    const [a, b] = createMemoryBuses(2);
    const onA: TBusMessage[] = [];
    const onB: TBusMessage[] = [];
    a!.onMessage((m) => onA.push(m));
    b!.onMessage((m) => onB.push(m));
    a!.send({ t: 'session-end', sessionId: 3 });
    await new Promise((r) => setImmediate(r));
    expect(onB).toEqual([{ t: 'session-end', sessionId: 3 }]);
    expect(onA).toEqual([]);
  });
});
