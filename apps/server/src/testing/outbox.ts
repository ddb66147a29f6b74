import type { TServices } from '../http/services';
import type { TOutboxFilter, TOutboxRow } from '../modules/system/outbox-repository';
import { readOutbox as readThroughQueue } from '../modules/system/read-outbox';

// The tests' phone and inbox: the same drain-then-read path as public-dev-list-outbox.

export type { TOutboxFilter, TOutboxRow };

/** The outbox's messages (newest first) after the queue's due messages were delivered. */
export const readOutbox = (t: { services: TServices }, filter: TOutboxFilter = {}): Promise<TOutboxRow[]> =>
  readThroughQueue(t.services, filter);
