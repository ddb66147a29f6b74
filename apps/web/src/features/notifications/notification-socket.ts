import type { TNotification } from '@sewa/domain/notifications/notification';

// The realtime connection (docs/protocol.md, "Realtime"): GET /ws, first message authenticate with the notification key
// and role, then {"type":"notification"} pushes. Dropped connections come back with growing pauses.

export type TSocketLike = {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type TNotificationSocketOptions = {
  url: string;
  notificationKey: string;
  role: string;
  onNotification: (notification: TNotification) => void;
  onStatus?: (status: 'connecting' | 'authenticated' | 'closed' | 'refused') => void;
  createSocket?: (url: string) => TSocketLike;
  random?: () => number;
};

/** The server closes with 4401 when the key or role is refused: retrying cannot help. */
export const AUTH_REFUSED = 4401;
const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, each between half and all of it so tabs do not reconnect in step. */
export const reconnectDelay = (attempt: number, random: () => number = Math.random): number =>
  Math.round(Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt) * (0.5 + random() / 2));

export const websocketUrl = (location: { protocol: string; host: string }): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

/** The browser's WebSocket behind the small surface the connection uses (tests pass a fake). */
function browserSocket(url: string): TSocketLike {
  const ws = new WebSocket(url);
  const like: TSocketLike = {
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onopen = (event) => like.onopen?.(event);
  ws.onmessage = (event) => like.onmessage?.(event);
  ws.onclose = (event) => like.onclose?.(event);
  ws.onerror = (event) => like.onerror?.(event);
  return like;
}

export function connectNotificationSocket(options: TNotificationSocketOptions): { close: () => void } {
  const create = options.createSocket ?? browserSocket;
  let socket: TSocketLike | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;

  const open = () => {
    if (isStopped) return;
    options.onStatus?.('connecting');
    const current = create(options.url);
    socket = current;
    current.onopen = () => {
      current.send(
        JSON.stringify({
          type: 'authenticate',
          notification_key: options.notificationKey,
          role: options.role,
        }),
      );
    };
    current.onmessage = (event) => {
      let message: { type?: string; notification?: TNotification };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === 'authenticated') {
        attempt = 0;
        options.onStatus?.('authenticated');
      } else if (message.type === 'notification' && message.notification) {
        options.onNotification(message.notification);
      }
    };
    current.onerror = () => {
      // A close event follows; reconnecting is decided there.
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (isStopped) return;
      if (event.code === AUTH_REFUSED) {
        options.onStatus?.('refused');
        return;
      }
      options.onStatus?.('closed');
      timer = setTimeout(open, reconnectDelay(attempt++, options.random));
    };
  };

  open();
  return {
    close() {
      isStopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close(1000, 'logout');
    },
  };
}
