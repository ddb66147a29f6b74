import type { TDb } from '@sewa/db';
import type { TConfig } from '../config';
import type { TMessaging } from '../integrations/messaging/messaging';
import type { TRealtimeHub } from '../realtime/hub';

/** What use cases get besides their input: one container built at boot (and per test app). */
export type TServices = {
  db: TDb;
  config: TConfig;
  messaging: TMessaging;
  realtime: TRealtimeHub;
  now: () => Date;
};
