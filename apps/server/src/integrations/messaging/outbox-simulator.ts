import { outboxMessages, type TDb } from '@sewa/db';
import type { TTransport } from './messaging';

/** Simulator of the SMS gateway and mail server: messages land in outbox_messages, readable in dev/test
 * through public-dev-list-outbox, the way a tester would read a phone or an inbox. The delivery worker
 * hands it queued messages like any transport (docs/decisions/0027-message-queue.md). */
export function createOutboxSimulator(db: TDb): TTransport {
  return {
    name: 'simulator',
    isSimulator: true,
    async send(m) {
      const [row] = await db
        .insert(outboxMessages)
        .values({ channel: m.channel, to: m.to, subject: m.subject ?? null, body: m.body })
        .returning({ id: outboxMessages.id });
      return { ref: `outbox:${row!.id}` };
    },
  };
}
