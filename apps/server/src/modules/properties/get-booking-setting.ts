import type { TDbExecutor } from '@sewa/db';
import { DEFAULT_BOOKING_SETTING, effectiveBookingSetting, type TBookingSetting } from '@sewa/domain';
import { notFound } from '../../http/errors';
import { findCompany } from '../accounts/company-repository';
import { findCompanyBookingSetting, findRentalBookingSetting } from './settings-repository';

/**
 * user-get-booking-setting / admin-get-booking-setting: the company default (built-in until saved); a
 * company that does not exist is 102, not a set of invented defaults.
 */
export async function getCompanyBookingSetting(db: TDbExecutor, companyId: number) {
  const saved = await findCompanyBookingSetting(db, companyId);
  if (!saved && !(await findCompany(db, companyId))) throw notFound();
  return { company_id: companyId, ...(saved ?? DEFAULT_BOOKING_SETTING) };
}

/** What a booking of the rental uses; for the booking module (the rental's scope is checked by it). */
export async function getEffectiveBookingSetting(
  db: TDbExecutor,
  rental: { id: number; companyId: number },
): Promise<TBookingSetting> {
  const [companyDefault, override] = await Promise.all([
    findCompanyBookingSetting(db, rental.companyId),
    findRentalBookingSetting(db, rental.id),
  ]);
  return effectiveBookingSetting(companyDefault, override);
}
