import type { TDbExecutor } from '@sewa/db';
import {
  agreementDay,
  agreementMoney,
  fillTemplate,
  formatMoney,
  type TVariableValues,
  tenureMonths,
} from '@sewa/domain';
import { findFillSource, type TAgreementRecord } from './repository';

// The variables of an agreement filled from its records (product §10.2): the tenancy, its tenant, the
// property's landlord, the operator's company; a PMA's own terms. Values print in the agreement's
// language where the product has words for them.

type TProfile = Record<string, unknown> | null;
const str = (p: TProfile, key: string) => (typeof p?.[key] === 'string' ? (p[key] as string) : '');
const address = (p: TProfile) =>
  [
    str(p, 'address_line1'),
    str(p, 'address_line2'),
    [str(p, 'postcode'), str(p, 'city')].filter(Boolean).join(' '),
    str(p, 'state'),
  ]
    .filter(Boolean)
    .join(', ');

const MODES: Record<string, { en: string; cn: string }> = {
  full_management: { en: 'Full management', cn: '全面管理' },
  rent_collection: { en: 'Rent collection only', cn: '仅代收租金' },
  letting_only: { en: 'Letting only', cn: '仅出租服务' },
};

export async function agreementValues(
  db: TDbExecutor,
  agreement: TAgreementRecord,
  today: string,
): Promise<TVariableValues> {
  const s = await findFillSource(db, agreement);
  const lang = agreement.language === 'cn' ? 'cn' : 'en';
  const c = s.company;
  const p = s.property;
  const t = s.tenancy;
  const values: TVariableValues = {
    agreement_ref: agreement.reference,
    today: agreementDay(today),
    company_name: c.friendlyName ?? c.name,
    company_mobile: c.personInChargeMobile
      ? `+${c.personInChargeMobileCountryCode ?? '60'}${c.personInChargeMobile}`
      : '',
    company_email: c.personInChargeEmail ?? '',
    company_address: [c.postcode, c.city, c.state].filter(Boolean).join(', '),
    property_name: p.name,
    property_address: [p.street, [p.postcode, p.city].filter(Boolean).join(' '), p.state]
      .filter(Boolean)
      .join(', '),
    landlord_name: s.landlordName ?? '',
    landlord_email: s.landlordEmail ?? '',
    landlord_mobile: s.landlordMobile ?? '',
    landlord_id_number: str(s.landlordProfile, 'id_number'),
    landlord_nationality: str(s.landlordProfile, 'nationality'),
    landlord_address: address(s.landlordProfile),
  };
  if (t) {
    Object.assign(values, {
      tenant_name: s.tenantName ?? '',
      tenant_email: s.tenantEmail ?? '',
      tenant_mobile: s.tenantMobile ?? '',
      tenant_id_number: str(s.tenantProfile, 'id_number'),
      unit_name: s.unitName ?? '',
      room_name: s.roomName ?? '',
      tenure_start: agreementDay(t.tenureStart),
      tenure_end: agreementDay(t.tenureEnd),
      tenure_months: String(tenureMonths(t.tenureStart, t.tenureEnd)),
      monthly_rent: agreementMoney(t.monthlyRentSen),
      security_deposit: agreementMoney(t.securityDepositSen),
      utility_deposit: agreementMoney(t.utilityDepositSen),
      access_card_deposit: agreementMoney(t.accessCardDepositSen),
      car_park_deposit: agreementMoney(t.carParkDepositSen),
      other_deposit: agreementMoney(t.otherDepositSen),
      payment_day: String(t.paymentDay),
      house_rules: t.houseRules ?? '',
      special_conditions: t.specialConditions ?? '',
    } satisfies TVariableValues);
  }
  if (agreement.kind === 'pma') {
    const parties = (agreement.pmaParties ?? {}) as Record<string, Record<string, string> | undefined>;
    const l = parties.landlord ?? {};
    const o = parties.operator ?? {};
    const fee =
      agreement.pmaFeeKind === 'fixed'
        ? formatMoney(agreement.pmaFeeValue ?? 0, 'myr')
        : `${((agreement.pmaFeeValue ?? 0) / 100).toFixed(2).replace(/\.00$/, '')}%`;
    Object.assign(values, {
      landlord_name: l.name || values.landlord_name,
      landlord_mobile: l.mobile || values.landlord_mobile,
      landlord_email: l.email || values.landlord_email,
      landlord_nationality: l.nationality || values.landlord_nationality,
      landlord_id_number: l.id_number || values.landlord_id_number,
      landlord_address: l.address || values.landlord_address,
      company_name: o.name || values.company_name,
      company_mobile: o.mobile || values.company_mobile,
      company_email: o.email || values.company_email,
      company_address: o.address || values.company_address,
      mode_of_service: MODES[agreement.pmaModeOfService ?? '']?.[lang] ?? '',
      management_fee: fee,
      profit_sharing: `${((agreement.pmaProfitSharingBps ?? 0) / 100).toFixed(2).replace(/\.00$/, '')}%`,
      agreement_date: agreementDay(agreement.pmaAgreementDate),
      commencement_date: agreementDay(agreement.pmaCommencementDate),
    } satisfies TVariableValues);
  }
  return values;
}

/** The agreement's body with its values filled in. */
export async function filledBody(db: TDbExecutor, agreement: TAgreementRecord, today: string) {
  return fillTemplate(agreement.body, await agreementValues(db, agreement, today));
}
