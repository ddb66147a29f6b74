import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-websocket';
import { AUTH_REFUSED, connectNotificationSocket, reconnectDelay, websocketUrl } from './notification-socket';

const notification = {
  id: 3,
  kind: 'welcome',
  title_en: 'Welcome',
  title_cn: '欢迎',
  body_en: 'Hello',
  body_cn: '你好',
  link: null,
  is_read: false,
  created_at: '2025-01-01T00:00:00.000Z',
};

let sockets: FakeWebSocket[];
const connect = (onNotification = vi.fn(), onStatus = vi.fn()) => {
  const connection = connectNotificationSocket({
    url: 'ws://app.test/ws',
    notificationKey: 'key-1',
    role: 'operator',
    onNotification,
    onStatus,
    random: () => 1,
    createSocket: (url) => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  return { connection, onNotification, onStatus };
};

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('notification socket', () => {
  it('authenticates first with the notification key and role, then hands over each push', () => {
    const { onNotification, onStatus } = connect();
    const [socket] = sockets;
    expect(socket?.url).toBe('ws://app.test/ws');
    socket!.open();
    expect(socket!.sent.map((m) => JSON.parse(m))).toEqual([
      { type: 'authenticate', notification_key: 'key-1', role: 'operator' },
    ]);
    socket!.receive({ type: 'authenticated' });
    expect(onStatus).toHaveBeenLastCalledWith('authenticated');
    socket!.receive({ type: 'notification', notification });
    socket!.onmessage?.({ data: 'not json' });
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith(notification);
  });

  it('reconnects after a dropped connection with growing pauses, reset once authenticated', () => {
    connect();
    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    sockets[2]!.receive({ type: 'authenticated' });
    sockets[2]!.drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('stops when the server refuses the key (4401)', () => {
    const { onStatus } = connect();
    sockets[0]!.drop(AUTH_REFUSED);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onStatus).toHaveBeenLastCalledWith('refused');
  });

  it('closes for good on logout, also while waiting to reconnect', () => {
    const { connection } = connect();
    connection.close();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    const second = connect();
    sockets[1]!.drop();
    second.connection.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('waits 1 s, 2 s, 4 s … at most 30 s, jittered down to half', () => {
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(websocketUrl({ protocol: 'https:', host: 'sewa.my' })).toBe('wss://sewa.my/ws');
    expect(websocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });
});
