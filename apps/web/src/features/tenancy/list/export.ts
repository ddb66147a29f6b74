import type { TTenancyRow } from '@sewa/domain/tenancy/schemas';
import { formatMoney } from '@sewa/format/money';
import type { TFunction } from 'i18next';
import { csvText } from '../../../shared/csv';

const COLUMNS = [
  'code',
  'status',
  'tenant',
  'mobile',
  'property',
  'unit',
  'room',
  'tenure-start',
  'tenure-end',
  'rent',
  'deposits',
  'booking',
] as const;

/**
 * The tenancies as CSV: code, status, tenant and mobile, place, tenure days (YYYY-MM-DD), monthly rent
 * and deposits in RM with two decimals, the booking it came from; the company first on the admin's.
 */
export function tenanciesCsv(rows: readonly TTenancyRow[], t: TFunction, withCompany: boolean): string {
  const plain = (sen: number) => formatMoney(sen, 'wallet', { thousands: false });
  const header = [...(withCompany ? ['company'] : []), ...COLUMNS].map((k) => t(`csv.${k}`));
  const lines = rows.map((r) => [
    ...(withCompany ? [r.company_name] : []),
    r.code,
    t(`status.${r.status}`),
    r.tenant_name,
    r.tenant_mobile ?? '',
    r.property_name,
    r.unit_name,
    r.room_name ?? '',
    r.tenure_start,
    r.tenure_end,
    plain(r.monthly_rent_sen),
    plain(r.deposits_sen),
    r.booking_ref ?? '',
  ]);
  return csvText(header, lines);
}
