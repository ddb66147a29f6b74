import type { TBookingSetting } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { getCompanyBookingSetting } from './get-booking-setting';
import { saveCompanyBookingSetting } from './settings-repository';

/** user-update-booking-setting / admin-update-booking-setting: the company's default booking terms. */
export async function updateCompanyBookingSetting(uc: TUseCase, companyId: number, setting: TBookingSetting) {
  await uc.services.db.transaction(async (tx) => {
    await saveCompanyBookingSetting(tx, companyId, setting);
    await audit(tx, uc, {
      companyId,
      action: 'update',
      entity: 'booking-setting',
      entityId: companyId,
      after: setting,
    });
  });
  return getCompanyBookingSetting(uc.services.db, companyId);
}
