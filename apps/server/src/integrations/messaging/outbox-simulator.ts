import { outboxMessages, type TDb } from '@sewa/db';
import type { TMessaging, TOutgoingMessage } from './messaging';

/** Simulator of the SMS gateway and mail server: messages land in outbox_messages, readable in dev/test
 * through public-dev-list-outbox, the way a tester would read a phone or an inbox. */
export function createOutboxSimulator(db: TDb): TMessaging {
  const sendMany = async (messages: TOutgoingMessage[]) => {
    // Chunks keep each insert well under PostgreSQL's 65,535 parameters (4 a row).
    for (let i = 0; i < messages.length; i += 5_000)
      await db.insert(outboxMessages).values(
        messages.slice(i, i + 5_000).map((m) => ({
          channel: m.channel,
          to: m.to,
          subject: m.subject ?? null,
          body: m.body,
        })),
      );
  };
  return { send: (message) => sendMany([message]), sendMany };
}
