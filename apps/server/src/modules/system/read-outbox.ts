import type { TServices } from '../../http/services';
import { deliverDue } from '../../integrations/messaging/index';
import { listOutbox, type TOutboxFilter, type TOutboxRow } from './outbox-repository';

/**
 * The development outbox as a phone or an inbox shows it: the queue's due messages are delivered first
 * (the simulator writes them into the outbox), so whoever looks right after a call sees its message
 * without waiting for the worker. public-dev-list-outbox and the tests read the outbox only through here
 * (docs/decisions/0027-message-queue.md).
 */
export async function readOutbox(services: TServices, filter: TOutboxFilter = {}): Promise<TOutboxRow[]> {
  await deliverDue(services, services.now());
  return listOutbox(services.db, filter);
}
