import { makeAdmin, makeUser } from '@sewa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TTestApp } from '../testing/test-app';

let t: TTestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${base.replace('http', 'ws')}/ws`;
});
afterAll(() => t.close());

function open(): Promise<{ ws: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    const messages: unknown[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (m) => messages.push(JSON.parse(m.toString())));
    ws.on('open', () => resolve({ ws, messages, closed }));
    ws.on('error', reject);
  });
}
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('notification websocket', () => {
  it('authenticates with the notification key and role, then receives pushes', async () => {
    const user = await makeUser(t.database.db, { role: 'tenant' });
    const { ws, messages } = await open();
    ws.send(JSON.stringify({ type: 'authenticate', notification_key: user.notificationKey, role: 'tenant' }));
    await until(() => messages.length > 0);
    expect(messages[0]).toEqual({ type: 'authenticated' });
    expect(t.services.realtime.publish({ kind: 'user', id: user.id }, { title: 'Hello' })).toBe(1);
    await until(() => messages.length > 1);
    expect(messages[1]).toEqual({ type: 'notification', notification: { title: 'Hello' } });
    ws.close();
  });

  it('closes with 4401 on a wrong key, a wrong role, or a first message that is not authenticate', async () => {
    const user = await makeUser(t.database.db, { role: 'tenant' });
    const admin = await makeAdmin(t.database.db);
    for (const msg of [
      { type: 'authenticate', notification_key: 'nope', role: 'tenant' },
      { type: 'authenticate', notification_key: user.notificationKey, role: 'operator' },
      { type: 'hello' },
    ]) {
      const { ws, closed } = await open();
      ws.send(JSON.stringify(msg));
      expect(await closed).toBe(4401);
    }
    const { ws, messages } = await open();
    ws.send(JSON.stringify({ type: 'authenticate', notification_key: admin.notificationKey, role: 'admin' }));
    await until(() => messages.length > 0);
    expect(messages[0]).toEqual({ type: 'authenticated' });
    ws.close();
  });
});
