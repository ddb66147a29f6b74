import type { TDb } from '@sewa/db';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { TConfig } from '../config';
import { createLocalBus, notificationMessage, type TBus } from './bus';
import { isAllowedOrigin, resolveSocketPrincipal } from './socket-access';

export type TPrincipal = { kind: 'user' | 'admin'; id: number };
export type TRealtimeHub = {
  /**
   * Pushes {"type":"notification","notification":…} to every open socket of the principal, on this
   * process and (through the bus) every other one. Returns how many sockets of this process got it.
   */
  publish: (principal: TPrincipal, notification: Record<string, unknown>) => number;
  /** Closes the sockets opened with a session's key (logout), on every process: its key stops working at once. */
  endSession: (sessionId: number) => number;
  connectionCount: () => number;
};

const AUTH_TIMEOUT_MS = 10_000;
/** The close code the web client treats as "refused, do not retry" (notification-socket.ts). */
const REFUSED = 4401;
const key = (p: TPrincipal) => `${p.kind}:${p.id}`;

type TAttachOptions = { db: TDb; config: Pick<TConfig, 'publicBaseUrl' | 'appEnv'>; now: () => Date };

export type THubOptions = {
  /** The other processes (ADR 0028); alone by default. */
  bus?: TBus;
  /** Loads a notification another process sent by id only (too large for a NOTIFY payload). */
  loadNotification?: (principal: TPrincipal, id: number) => Promise<Record<string, unknown> | null>;
};

export function createRealtimeHub(options: THubOptions = {}): TRealtimeHub & {
  attach: (app: FastifyInstance, options: TAttachOptions) => void;
} {
  const bus = options.bus ?? createLocalBus();
  const sockets = new Map<string, Set<WebSocket>>();
  const bySession = new Map<number, Set<WebSocket>>();
  const pushLocal = (principal: TPrincipal, notification: Record<string, unknown>) => {
    const set = sockets.get(key(principal));
    if (!set) return 0;
    const message = JSON.stringify({ type: 'notification', notification });
    for (const socket of set) socket.send(message);
    return set.size;
  };
  const endLocal = (sessionId: number) => {
    const set = bySession.get(sessionId);
    for (const socket of set ?? []) socket.close(REFUSED, 'session ended');
    return set?.size ?? 0;
  };
  bus.onMessage((message) => {
    if (message.t === 'session-end') endLocal(message.sessionId);
    if (message.t !== 'notification' || !sockets.get(key(message.principal))?.size) return;
    if (message.notification) pushLocal(message.principal, message.notification);
    else if (message.id !== undefined && options.loadNotification) {
      const { principal } = message;
      options
        .loadNotification(principal, message.id)
        .then((loaded) => loaded && pushLocal(principal, loaded))
        .catch((error: Error) => console.error(`notification ${message.id} not loaded: ${error.message}`));
    }
  });
  return {
    publish(principal, notification) {
      if (bus.shared) bus.send(notificationMessage(principal, notification));
      return pushLocal(principal, notification);
    },
    endSession(sessionId) {
      if (bus.shared) bus.send({ t: 'session-end', sessionId });
      return endLocal(sessionId);
    },
    connectionCount: () => [...sockets.values()].reduce((n, s) => n + s.size, 0),
    attach(app, { db, config, now }) {
      app.get(
        '/ws',
        {
          websocket: true,
          // Refused before the upgrade: a page of another origin never gets a socket (ADR 0025).
          preValidation: async (req, reply) => {
            if (!isAllowedOrigin(config, req.headers.origin)) await reply.code(403).send();
          },
        },
        (socket) => {
          let principal: (TPrincipal & { sessionId: number }) | null = null;
          const timer = setTimeout(() => socket.close(REFUSED, 'authenticate first'), AUTH_TIMEOUT_MS);
          socket.on('message', async (raw: Buffer) => {
            if (principal) return;
            let msg: { type?: unknown; notification_key?: unknown; role?: unknown };
            try {
              msg = JSON.parse(raw.toString('utf8'));
            } catch {
              return socket.close(REFUSED, 'bad message');
            }
            if (
              msg.type !== 'authenticate' ||
              typeof msg.notification_key !== 'string' ||
              typeof msg.role !== 'string'
            ) {
              return socket.close(REFUSED, 'authenticate first');
            }
            principal = await resolveSocketPrincipal(db, msg.notification_key, msg.role, now());
            if (!principal) return socket.close(REFUSED, 'unknown key');
            clearTimeout(timer);
            const k = key(principal);
            if (!sockets.has(k)) sockets.set(k, new Set());
            sockets.get(k)!.add(socket);
            if (!bySession.has(principal.sessionId)) bySession.set(principal.sessionId, new Set());
            bySession.get(principal.sessionId)!.add(socket);
            socket.send(JSON.stringify({ type: 'authenticated' }));
          });
          socket.on('close', () => {
            clearTimeout(timer);
            if (!principal) return;
            sockets.get(key(principal))?.delete(socket);
            bySession.get(principal.sessionId)?.delete(socket);
            if (bySession.get(principal.sessionId)?.size === 0) bySession.delete(principal.sessionId);
          });
        },
      );
    },
  };
}
