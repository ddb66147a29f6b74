import { makeAccount, makeAdmin, makeNotification, makeSession } from '@sewa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeSocketSession } from '../../testing/sockets';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { notify } from './notify';

let t: TTestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  wsUrl = `ws://127.0.0.1:${address.port}/ws`;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** Opens the notification socket and authenticates like the web client (docs/protocol.md, "Realtime"). */
async function connect(notificationKey: string, role: string) {
  const socket = new WebSocket(wsUrl, { origin: t.services.config.publicBaseUrl });
  const messages: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'authenticate', notification_key: notificationKey, role }));
  const next = async (type: string, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => m.type === type);
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} message`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { socket, next, closed };
}

describe('notifications pushed over the websocket', () => {
  it('a user sees a notification live when their password is changed', async () => {
    const user = await makeAccount(db(), 'tenant');
    const { token, key } = await makeSocketSession(db(), { kind: 'user', id: user.id });
    const ws = await connect(key, 'tenant');
    expect(await ws.next('authenticated')).toEqual({ type: 'authenticated' });
    const res = await t.call(
      'user-change-password',
      { old_password: 'Demo@12345', password: 'Brand#New2025', password_confirm: 'Brand#New2025' },
      { token },
    );
    expect(res.status_code).toBe(100);
    const pushed = (await ws.next('notification')).notification as Record<string, unknown>;
    expect(pushed).toMatchObject({
      kind: 'security',
      title_en: 'Password changed',
      title_cn: '密码已更改',
      is_read: false,
    });
    const list = await t.call<{ items: { id: number }[] }>('user-list-notifications', {}, { token });
    expect(list.data?.items[0]?.id).toBe(pushed.id);
    ws.socket.close();
  });

  it('an admin receives what notify() stores for them; nobody else does', async () => {
    const admin = await makeAdmin(db());
    const other = await makeAccount(db(), 'operator');
    const adminWs = await connect(
      (await makeSocketSession(db(), { kind: 'admin', id: admin.id })).key,
      'admin',
    );
    const otherWs = await connect(
      (await makeSocketSession(db(), { kind: 'user', id: other.id })).key,
      'operator',
    );
    await adminWs.next('authenticated');
    await otherWs.next('authenticated');
    await notify(
      t.services,
      { kind: 'admin', id: admin.id },
      {
        kind: 'report',
        title: { en: 'New rating dispute', cn: '新的评分申诉' },
        body: { en: 'A tenant disputes a rating.', cn: '一位租客对评分提出申诉。' },
        link: '/admin/tenant',
      },
    );
    const pushed = (await adminWs.next('notification')).notification as Record<string, unknown>;
    expect(pushed).toMatchObject({ title_en: 'New rating dispute', link: '/admin/tenant' });
    await expect(otherWs.next('notification', 300)).rejects.toThrow();
    adminWs.socket.close();
    otherWs.socket.close();
  });

  it('a wrong key or a role that does not match the key is closed with 4401', async () => {
    const user = await makeAccount(db(), 'landlord');
    const wrongRole = await connect(
      (await makeSocketSession(db(), { kind: 'user', id: user.id })).key,
      'tenant',
    );
    expect(await wrongRole.closed).toBe(4401);
    const wrongKey = await connect('nope', 'landlord');
    expect(await wrongKey.closed).toBe(4401);
  });
});

describe('list and mark read', () => {
  it('paginates newest first with the unread count; marks one or all read', async () => {
    const user = await makeAccount(db(), 'contractor');
    const token = await makeSession(db(), { kind: 'user', id: user.id });
    const rows = [];
    for (let i = 1; i <= 5; i++)
      rows.push(await makeNotification(db(), { kind: 'user', id: user.id }, { titleEn: `N${i}` }));
    const stranger = await makeAccount(db(), 'contractor');
    const theirs = await makeNotification(db(), { kind: 'user', id: stranger.id });

    const page1 = await t.call<{
      items: { title_en: string }[];
      total: number;
      page: number;
      page_size: number;
    }>('user-list-notifications', { page: 1, page_size: 2 }, { token });
    expect(page1.data).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(page1.data?.items.map((n) => n.title_en)).toEqual(['N5', 'N4']);
    expect(page1.unread_count).toBe(5);

    const one = await t.call('user-mark-notification-read', { id: rows[0]!.id }, { token });
    expect(one).toMatchObject({ status_code: 100, unread_count: 4 });
    expect((await t.call('user-mark-notification-read', { id: rows[0]!.id }, { token })).status_code).toBe(
      100,
    );
    // Another user's notification is simply not found.
    expect((await t.call('user-mark-notification-read', { id: theirs.id }, { token })).status_code).toBe(102);
    expect((await t.call('user-mark-notification-read', {}, { token })).status_code).toBe(101);
    const unread = await t.call<{ total: number }>(
      'user-list-notifications',
      { is_unread_only: 1 },
      { token },
    );
    expect(unread.data?.total).toBe(4);
    const all = await t.call('user-mark-notification-read', { is_all: 1 }, { token });
    expect(all.unread_count).toBe(0);
    const big = await t.call('user-list-notifications', { page_size: 101 }, { token });
    expect(big.status_code).toBe(101);
  });

  it('admins have their own list', async () => {
    const admin = await makeAdmin(db());
    const token = await makeSession(db(), { kind: 'admin', id: admin.id });
    await makeNotification(db(), { kind: 'admin', id: admin.id }, { titleEn: 'For admin' });
    const list = await t.call<{ items: { title_en: string }[] }>('admin-list-notifications', {}, { token });
    expect(list.data?.items.map((n) => n.title_en)).toEqual(['For admin']);
    expect((await t.call('admin-mark-notification-read', { is_all: 'true' }, { token })).unread_count).toBe(
      0,
    );
  });
});
