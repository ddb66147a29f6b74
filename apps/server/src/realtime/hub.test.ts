import { makeAccount, makeAdmin, makeUser } from '@sewa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeSocketSession } from '../testing/sockets';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { isAllowedOrigin } from './socket-access';

let t: TTestApp;
let wsUrl: string;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://sewa.example.my' });
  origin = t.services.config.publicBaseUrl;
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${base.replace('http', 'ws')}/ws`;
});
afterAll(() => t.close());

type TOpened = { ws: WebSocket; messages: unknown[]; closed: Promise<number> };
function open(from: string | null = origin): Promise<TOpened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, from === null ? {} : { origin: from });
    const messages: unknown[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (m) => messages.push(JSON.parse(m.toString())));
    ws.on('open', () => resolve({ ws, messages, closed }));
    ws.on('error', reject);
  });
}
/** The HTTP status of a refused upgrade. */
const refusedStatus = (from: string | null) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(wsUrl, from === null ? {} : { origin: from });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => reject(new Error('the socket opened')));
  });
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};
/** A tenant's sign-in through public-login: its token and its session's websocket key. */
const signIn = async (user: { mobileCountryCode: string | null; mobile: string | null }) => {
  const res = await t.call<never>('public-login', {
    role: 'tenant',
    mobile_country_code: user.mobileCountryCode!,
    username: user.mobile!,
    password: 'Demo@12345',
  });
  expect(res.status_code).toBe(100);
  const info = res.user_info as unknown as { notification_key: string };
  return { token: res.login_token as unknown as string, key: info.notification_key };
};

const authenticate = async (opened: TOpened, key: string, role: string) => {
  opened.ws.send(JSON.stringify({ type: 'authenticate', notification_key: key, role }));
  await until(() => opened.messages.length > 0);
  return opened.messages[0];
};

describe('notification websocket', () => {
  it('authenticates with the session notification key and role, then receives pushes', async () => {
    const user = await makeUser(t.database.db, { role: 'tenant' });
    const { key } = await makeSocketSession(t.database.db, { kind: 'user', id: user.id });
    const opened = await open();
    expect(await authenticate(opened, key, 'tenant')).toEqual({ type: 'authenticated' });
    expect(t.services.realtime.publish({ kind: 'user', id: user.id }, { title: 'Hello' })).toBe(1);
    await until(() => opened.messages.length > 1);
    expect(opened.messages[1]).toEqual({ type: 'notification', notification: { title: 'Hello' } });
    opened.ws.close();
  });

  it('closes with 4401 on a wrong key, a wrong role, or a first message that is not authenticate', async () => {
    const user = await makeUser(t.database.db, { role: 'tenant' });
    const admin = await makeAdmin(t.database.db);
    const { key } = await makeSocketSession(t.database.db, { kind: 'user', id: user.id });
    const forged = `${key.split('.')[0]}.${'A'.repeat(43)}`;
    for (const msg of [
      { type: 'authenticate', notification_key: 'nope', role: 'tenant' },
      { type: 'authenticate', notification_key: forged, role: 'tenant' },
      // The account's own (stored) key opened the socket before issue 8; it no longer does.
      { type: 'authenticate', notification_key: user.notificationKey, role: 'tenant' },
      { type: 'authenticate', notification_key: key, role: 'operator' },
      { type: 'hello' },
    ]) {
      const { ws, closed } = await open();
      ws.send(JSON.stringify(msg));
      expect(await closed, JSON.stringify(msg)).toBe(4401);
    }
    const adminKey = (await makeSocketSession(t.database.db, { kind: 'admin', id: admin.id })).key;
    const opened = await open();
    expect(await authenticate(opened, adminKey, 'admin')).toEqual({ type: 'authenticated' });
    opened.ws.close();
  });

  it('gives every sign-in a new key, and a logout ends its key and closes its sockets', async () => {
    const user = await makeAccount(t.database.db, 'tenant');
    const first = await signIn(user);
    const second = await signIn(user);
    expect(second.key).not.toBe(first.key);
    const profile = await t.call<never>('user-get-profile', {}, { token: first.token });
    expect((profile.profile as unknown as { notification_key: string }).notification_key).toBe(first.key);

    const live = await open();
    expect(await authenticate(live, first.key, 'tenant')).toEqual({ type: 'authenticated' });
    expect((await t.call('user-logout', {}, { token: first.token })).status_code).toBe(100);
    expect(await live.closed).toBe(4401);
    const afterLogout = await open();
    afterLogout.ws.send(
      JSON.stringify({ type: 'authenticate', notification_key: first.key, role: 'tenant' }),
    );
    expect(await afterLogout.closed).toBe(4401);
    // The other sign-in's key still works.
    const other = await open();
    expect(await authenticate(other, second.key, 'tenant')).toEqual({ type: 'authenticated' });
    other.ws.close();
  });

  it('closes the sockets of the sessions a password change ends, not the changing session', async () => {
    const user = await makeAccount(t.database.db, 'tenant');
    const [laptop, phone] = [await signIn(user), await signIn(user)];
    const onLaptop = await open();
    const onPhone = await open();
    expect(await authenticate(onLaptop, laptop.key, 'tenant')).toEqual({ type: 'authenticated' });
    expect(await authenticate(onPhone, phone.key, 'tenant')).toEqual({ type: 'authenticated' });
    const changed = await t.call<never>(
      'user-change-password',
      { old_password: 'Demo@12345', password: 'New@54321x', password_confirm: 'New@54321x' },
      { token: laptop.token },
    );
    expect([changed.status_code, changed.other_sessions_ended]).toEqual([100, 1]);
    expect(await onPhone.closed).toBe(4401);
    // The laptop, which changed it, keeps its socket.
    expect(onLaptop.ws.readyState).toBe(onLaptop.ws.OPEN);
    onLaptop.ws.close();
  });

  it('refuses the upgrade (403) from a page of another origin, or with no origin', async () => {
    expect(await refusedStatus('https://evil.example')).toBe(403);
    expect(await refusedStatus('https://sewa.example.my.evil.example')).toBe(403);
    expect(await refusedStatus(null)).toBe(403);
    const opened = await open('https://sewa.example.my');
    opened.ws.close();
  });
});

describe('isAllowedOrigin', () => {
  const production = { publicBaseUrl: 'https://sewa.example.my', appEnv: 'production' as const };
  const development = { publicBaseUrl: 'http://localhost:3000', appEnv: 'development' as const };
  it('takes the public base URL origin; development also loopback pages (the Vite dev server)', () => {
    expect(isAllowedOrigin(production, 'https://sewa.example.my')).toBe(true);
    expect(isAllowedOrigin(production, 'http://sewa.example.my')).toBe(false);
    expect(isAllowedOrigin(production, 'http://localhost:5173')).toBe(false);
    expect(isAllowedOrigin(production, 'null')).toBe(false);
    expect(isAllowedOrigin(production, undefined)).toBe(false);
    expect(isAllowedOrigin(development, 'http://localhost:5173')).toBe(true);
    expect(isAllowedOrigin(development, 'http://127.0.0.1:3000')).toBe(true);
    expect(isAllowedOrigin(development, 'http://192.168.1.5:3000')).toBe(false);
  });
});
