import type { TDb } from '@sewa/db';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { TConfig } from '../config';
import { isAllowedOrigin, resolveSocketPrincipal } from './socket-access';

export type TPrincipal = { kind: 'user' | 'admin'; id: number };
export type TRealtimeHub = {
  /** Pushes {"type":"notification","notification":…} to every open socket of the principal. */
  publish: (principal: TPrincipal, notification: Record<string, unknown>) => number;
  /** Closes the sockets opened with a session's key (logout): its key stops working at once. */
  endSession: (sessionId: number) => number;
  connectionCount: () => number;
};

const AUTH_TIMEOUT_MS = 10_000;
/** The close code the web client treats as "refused, do not retry" (notification-socket.ts). */
const REFUSED = 4401;
const key = (p: TPrincipal) => `${p.kind}:${p.id}`;

type TAttachOptions = { db: TDb; config: Pick<TConfig, 'publicBaseUrl' | 'appEnv'>; now: () => Date };

export function createRealtimeHub(): TRealtimeHub & {
  attach: (app: FastifyInstance, options: TAttachOptions) => void;
} {
  const sockets = new Map<string, Set<WebSocket>>();
  const bySession = new Map<number, Set<WebSocket>>();
  return {
    publish(principal, notification) {
      const set = sockets.get(key(principal));
      if (!set) return 0;
      const message = JSON.stringify({ type: 'notification', notification });
      for (const socket of set) socket.send(message);
      return set.size;
    },
    endSession(sessionId) {
      const set = bySession.get(sessionId);
      for (const socket of set ?? []) socket.close(REFUSED, 'session ended');
      return set?.size ?? 0;
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
