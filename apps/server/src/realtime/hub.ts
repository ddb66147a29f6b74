import { admins, type TDb, users } from '@sewa/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export type TPrincipal = { kind: 'user' | 'admin'; id: number };
export type TRealtimeHub = {
  /** Pushes {"type":"notification","notification":…} to every open socket of the principal. */
  publish: (principal: TPrincipal, notification: Record<string, unknown>) => number;
  connectionCount: () => number;
};

const AUTH_TIMEOUT_MS = 10_000;
const key = (p: TPrincipal) => `${p.kind}:${p.id}`;

/** Finds whose notification key this is, for the role the socket claims. */
async function resolvePrincipal(db: TDb, notificationKey: string, role: string): Promise<TPrincipal | null> {
  if (role === 'admin') {
    const [a] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.notificationKey, notificationKey));
    return a ? { kind: 'admin', id: a.id } : null;
  }
  const [u] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.notificationKey, notificationKey));
  return u && u.role === role && u.status === 'active' ? { kind: 'user', id: u.id } : null;
}

export function createRealtimeHub(): TRealtimeHub & { attach: (app: FastifyInstance, db: TDb) => void } {
  const sockets = new Map<string, Set<WebSocket>>();
  return {
    publish(principal, notification) {
      const set = sockets.get(key(principal));
      if (!set) return 0;
      const message = JSON.stringify({ type: 'notification', notification });
      for (const socket of set) socket.send(message);
      return set.size;
    },
    connectionCount: () => [...sockets.values()].reduce((n, s) => n + s.size, 0),
    attach(app, db) {
      app.get('/ws', { websocket: true }, (socket) => {
        let principal: TPrincipal | null = null;
        const timer = setTimeout(() => socket.close(4401, 'authenticate first'), AUTH_TIMEOUT_MS);
        socket.on('message', async (raw: Buffer) => {
          if (principal) return;
          let msg: { type?: unknown; notification_key?: unknown; role?: unknown };
          try {
            msg = JSON.parse(raw.toString('utf8'));
          } catch {
            return socket.close(4401, 'bad message');
          }
          if (
            msg.type !== 'authenticate' ||
            typeof msg.notification_key !== 'string' ||
            typeof msg.role !== 'string'
          ) {
            return socket.close(4401, 'authenticate first');
          }
          principal = await resolvePrincipal(db, msg.notification_key, msg.role);
          if (!principal) return socket.close(4401, 'unknown key');
          clearTimeout(timer);
          const k = key(principal);
          if (!sockets.has(k)) sockets.set(k, new Set());
          sockets.get(k)!.add(socket);
          socket.send(JSON.stringify({ type: 'authenticated' }));
        });
        socket.on('close', () => {
          clearTimeout(timer);
          if (principal) sockets.get(key(principal))?.delete(socket);
        });
      });
    },
  };
}
