import type { TDb } from '@sewa/db';
import type { TConfig } from '../config';
import type { TCreditBureaus } from '../integrations/credit-bureau/index';
import type { TMessaging, TTransports } from '../integrations/messaging/messaging';
import type { TPaymentGateway } from '../integrations/payments/gateway';
import type { TRealtimeHub } from '../realtime/hub';

/** What use cases get besides their input: one container built at boot (and per test app). */
export type TServices = {
  db: TDb;
  config: TConfig;
  /** SMS and e-mail: sending queues a row; the delivery worker sends it (ADR 0027). */
  messaging: TMessaging;
  /** How queued messages leave, per channel (SMTP, the SMS provider, or the outbox simulator). */
  transports: TTransports;
  realtime: TRealtimeHub;
  /** Online payments (Payex or its simulator, by PAYMENT_GATEWAY). */
  payments: TPaymentGateway;
  /** Credit reports (CTOS ENQWS or its simulator, by the active credit-check setting). */
  creditBureaus: TCreditBureaus;
  /** THE clock: the only source of "now" (docs/decisions/0012-clock-and-jobs.md). */
  now: () => Date;
};
