import type { TSiteSettings } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { forbidden } from '../../http/errors';
import { lockSetting, saveSetting } from './repository';
import { readSiteSettings, SITE_SETTINGS_KEY, siteSettingsOf } from './site-settings';

/** admin-update-settings: the whole form is saved; the audit log keeps before and after. */
export async function updateSiteSettings(uc: TUseCase, input: TSiteSettings) {
  if (uc.caller.kind !== 'admin') throw forbidden();
  const adminId = uc.caller.adminId;
  return uc.services.db.transaction(async (tx) => {
    const before = siteSettingsOf(await lockSetting(tx, SITE_SETTINGS_KEY));
    await saveSetting(tx, SITE_SETTINGS_KEY, input, adminId, uc.services.now());
    await audit(tx, uc, {
      action: 'update',
      entity: 'site-settings',
      entityId: SITE_SETTINGS_KEY,
      before,
      after: input,
    });
    return readSiteSettings(tx);
  });
}
