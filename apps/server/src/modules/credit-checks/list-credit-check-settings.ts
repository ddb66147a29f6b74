import type { TCreditCheckSetting } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { ensureDefaultSetting, listSettings } from './repository';
import { toSetting } from './views';

/** admin-list-credit-check-settings: every provider row (the default one is made on first read). */
export async function listCreditCheckSettings(uc: TUseCase): Promise<TCreditCheckSetting[]> {
  await ensureDefaultSetting(uc.services.db, uc.services.creditBureaus.defaultProvider, uc.services.now());
  return (await listSettings(uc.services.db)).map(toSetting);
}
