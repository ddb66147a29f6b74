import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TPrincipal } from './hub';

/**
 * What one process tells the others (docs/decisions/0028-several-processes.md): a notification to push
 * (whole, or by id when its JSON would not fit a NOTIFY payload), a session that ended (logout), or the
 * rate-limit increments counted since the last exchange.
 */
export type TBusMessage =
  | { t: 'notification'; principal: TPrincipal; notification?: Record<string, unknown>; id?: number }
  | { t: 'session-end'; sessionId: number }
  | { t: 'rate'; hits: [string, number][] };

/** The cross-process bus. The sender handles its own message itself; `send` reaches the others. */
export type TBus = {
  /** False when no other process can exist (embedded PGlite): nothing is sent. */
  readonly shared: boolean;
  send: (message: TBusMessage) => void;
  /** Handlers of the other processes' messages. */
  onMessage: (handler: (message: TBusMessage) => void) => void;
  close: () => Promise<void>;
};

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; a message stays below this. */
export const MAX_PAYLOAD_BYTES = 7900;
export const BUS_CHANNEL = 'sewa_bus';
const RECONNECT_MS = 1000;

/** One process alone (PGlite): the same interface, nothing to tell anyone. */
export function createLocalBus(): TBus {
  return { shared: false, send: () => undefined, onMessage: () => undefined, close: async () => undefined };
}

export type TPostgresBusOptions = {
  url: string;
  channel?: string;
  /** Where connection trouble is reported (default console.error). */
  onError?: (message: string) => void;
};

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per process listens on the channel and sends with
 * `SELECT pg_notify(channel, json)`. A lost connection is reopened after a second (messages sent while it
 * is down are lost: a notification still shows in the list, only its toast is missed).
 */
export async function openPostgresBus(options: TPostgresBusOptions): Promise<TBus> {
  const channel = options.channel ?? BUS_CHANNEL;
  const report = options.onError ?? ((message: string) => console.error(message));
  const origin = randomUUID();
  const handlers: ((message: TBusMessage) => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const receive = (payload: string | undefined) => {
    if (!payload) return;
    let envelope: { o?: string; m?: TBusMessage };
    try {
      envelope = JSON.parse(payload);
    } catch {
      return;
    }
    if (envelope.o === origin || !envelope.m) return;
    for (const handler of handlers) {
      try {
        handler(envelope.m);
      } catch (error) {
        report(`bus handler failed: ${(error as Error).message}`);
      }
    }
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect().catch((error: Error) => {
        report(`bus reconnect failed: ${error.message}`);
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (!closed) report(`bus connection lost${error ? `: ${error.message}` : ''}`);
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (n) => {
      if (n.channel === channel) receive(n.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  await connect();

  return {
    shared: true,
    send(message) {
      const payload = JSON.stringify({ o: origin, m: message });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        report(`bus message too large (${message.t})`);
        return;
      }
      const current = client;
      if (!current) return;
      current.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((error: Error) => {
        report(`bus send failed: ${error.message}`);
      });
    },
    onMessage: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/** The message for a notification: whole when it fits a NOTIFY payload, else by id (the receiver loads it). */
export function notificationMessage(
  principal: TPrincipal,
  notification: Record<string, unknown>,
): TBusMessage {
  const whole: TBusMessage = { t: 'notification', principal, notification };
  // Room for the envelope (origin id) around the message.
  if (Buffer.byteLength(JSON.stringify(whole)) <= MAX_PAYLOAD_BYTES - 100) return whole;
  return { t: 'notification', principal, id: Number(notification.id) };
}

/** Splits rate-limit increments into messages that each fit a NOTIFY payload. */
export function rateMessages(hits: [string, number][]): TBusMessage[] {
  const messages: TBusMessage[] = [];
  let batch: [string, number][] = [];
  let bytes = 0;
  for (const hit of hits) {
    const size = Buffer.byteLength(JSON.stringify(hit)) + 1;
    if (batch.length > 0 && bytes + size > MAX_PAYLOAD_BYTES - 200) {
      messages.push({ t: 'rate', hits: batch });
      batch = [];
      bytes = 0;
    }
    batch.push(hit);
    bytes += size;
  }
  if (batch.length > 0) messages.push({ t: 'rate', hits: batch });
  return messages;
}
