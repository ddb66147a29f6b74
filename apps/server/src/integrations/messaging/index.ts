import type { TDb } from '@sewa/db';
import type { TConfig } from '../../config';
import type { TTransports } from './messaging';
import { createOutboxSimulator } from './outbox-simulator';
import { createSmsHttpTransport } from './sms-http-transport';
import { createSmtpTransport } from './smtp-transport';

export { deliverDue, impersonalError, startDeliveryWorker, type TDeliveryReport } from './delivery';
export type { TMessaging, TOutgoingMessage, TTransport, TTransports } from './messaging';
export { PermanentDeliveryError } from './messaging';
export { createMessageQueue } from './queue';
export { countDue } from './queue-repository';

/** The transports the configuration chooses (EMAIL_TRANSPORT / SMTP_URL, SMS_PROVIDER); the outbox
 * simulator for a channel that has none (docs/decisions/0027-message-queue.md). */
export function createTransports(config: Pick<TConfig, 'email' | 'sms'>, db: TDb): TTransports {
  const simulator = createOutboxSimulator(db);
  return {
    email: config.email.transport === 'smtp' ? createSmtpTransport(config.email) : simulator,
    sms: config.sms.provider === 'http' ? createSmsHttpTransport(config.sms) : simulator,
  };
}
