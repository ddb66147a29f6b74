import { LANDLORD_OPTIONS_LIMIT, type TAccountStatus, type TLandlordOption } from '@sewa/domain';
import type { TUseCase } from '../../../core/use-case';
import { operatorCompanyOf } from './owner';
import { landlordOptions } from './repository';

/**
 * user-list-landlord-options: the property form's owner picker. Its own call under the `properties`
 * privilege, so a team member who edits properties but may not open the landlord list can still pick an
 * owner; it answers only what the picker shows (name and mobile), no personal or bank details.
 */
export async function listLandlordOptions(uc: TUseCase): Promise<{ items: TLandlordOption[] }> {
  const rows = await landlordOptions(uc.services.db, operatorCompanyOf(uc), LANDLORD_OPTIONS_LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      mobile_country_code: r.mobileCountryCode,
      mobile: r.mobile,
      status: r.status as TAccountStatus,
    })),
  };
}
