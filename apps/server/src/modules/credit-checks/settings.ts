import type { TDbExecutor } from '@sewa/db';
import type { TServices } from '../../http/services';
import { ensureDefaultSetting, findActiveSetting, type TSettingRow } from './repository';

/** The active credit-check setting, making the default one first if there is none at all. */
export async function activeSetting(
  services: TServices,
  db: TDbExecutor = services.db,
): Promise<TSettingRow | null> {
  await ensureDefaultSetting(db, services.creditBureaus.defaultProvider, services.now());
  return findActiveSetting(db);
}
