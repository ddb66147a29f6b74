import type { TCompany, TTaxMode } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import type { TServices } from '../../http/services';
import { fileUrl, findFilesByIds } from '../files/index';
import { findCompany, type TCompanyRow } from './company-repository';

/** The logo's URL (/files/<id>/<random name>, a public file), or null. */
export async function logoUrl(services: TServices, row: TCompanyRow): Promise<string | null> {
  if (!row.logoFileId) return null;
  const [file] = await findFilesByIds(services.db, [row.logoFileId]);
  return file ? fileUrl(file) : null;
}

export function toCompany(row: TCompanyRow, logo: string | null, now: Date): TCompany {
  return {
    id: row.id,
    name: row.name,
    friendly_name: row.friendlyName,
    roc_number: row.rocNumber,
    domain_code: row.domainCode,
    logo,
    person_in_charge_name: row.personInChargeName,
    person_in_charge_mobile_country_code: row.personInChargeMobileCountryCode,
    person_in_charge_mobile: row.personInChargeMobile,
    person_in_charge_email: row.personInChargeEmail,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    country: row.country,
    bank_name: row.bankName,
    bank_account_name: row.bankAccountName,
    bank_account_number: row.bankAccountNumber,
    payment_username: row.paymentUsername,
    has_payment_secret: row.paymentSecretEnc !== null,
    sales_tax_id: row.salesTaxId,
    service_tax_id: row.serviceTaxId,
    default_tax_mode: row.defaultTaxMode as TTaxMode,
    trial_starts_at: row.trialStartsAt?.toISOString() ?? null,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    is_trial: !!row.trialEndsAt && row.trialEndsAt.getTime() > now.getTime(),
    owner_user_id: row.ownerUserId,
  };
}

/** The caller's company (operators only; scope = caller.companyId, so nothing else is reachable). */
export async function myCompany(uc: TUseCase): Promise<TCompanyRow> {
  const { caller, services } = uc;
  const row =
    caller.kind === 'user' && caller.companyId ? await findCompany(services.db, caller.companyId) : undefined;
  if (!row) throw notFound();
  return row;
}
