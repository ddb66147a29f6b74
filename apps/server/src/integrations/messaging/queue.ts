import { messageQueue, type TDb } from '@sewa/db';
import type { TMessaging, TOutgoingMessage } from './messaging';

/** The messaging services hold: every message becomes a queued row, due at once (the clock's now). */
export function createMessageQueue(db: TDb, now: () => Date): TMessaging {
  const listeners = new Set<() => void>();
  const sendMany: TMessaging['sendMany'] = async (messages, executor = db) => {
    if (messages.length === 0) return;
    const at = now();
    // Chunks keep each insert well under PostgreSQL's 65,535 parameters (5 a row).
    for (let i = 0; i < messages.length; i += 5_000)
      await executor.insert(messageQueue).values(
        messages.slice(i, i + 5_000).map((m: TOutgoingMessage) => ({
          channel: m.channel,
          to: m.to,
          subject: m.subject ?? null,
          body: m.body,
          nextAttemptAt: at,
        })),
      );
    kick();
  };
  const kick = () => {
    for (const listener of listeners) listener();
  };
  return {
    send: (message, executor) => sendMany([message], executor),
    sendMany,
    kick,
    onQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
