import type { TCallData, TCallInput } from '@sewa/domain/protocol/contract';
import type { userCreateTenancy, userGetTenancyPrefill, userUpdateTenancy } from '@sewa/domain/tenancy/calls';
import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { rmText } from '../shared/labels';

// The create-new-tenancy form (also the edit of a pending tenancy). Field names are the payload's, so a
// schema or server 101 lands on its field; amounts are typed in RM (sent in sen), the late payment
// interest in % a year (sent in basis points) and the electricity rate in RM per kWh (sent in sen).

export const DEPOSIT_FIELDS = [
  'security_deposit_sen',
  'utility_deposit_sen',
  'access_card_deposit_sen',
  'car_park_deposit_sen',
  'other_deposit_sen',
] as const;
export const RENTAL_FIELDS = [
  'advance_rental_sen',
  'first_month_rental_sen',
  'last_month_rental_sen',
] as const;
type TMoneyField = 'monthly_rent_sen' | (typeof RENTAL_FIELDS)[number] | (typeof DEPOSIT_FIELDS)[number];

export type TExtraTenantRow = { name: string; id_number: string; mobile: string };

export type TTenancyForm = {
  booking_id: string;
  tenant_user_id: string;
  property_id: string;
  unit_id: string;
  room_id: string;
  tenure_start: string;
  tenure_end: string;
  rent_free_start: string;
  rent_free_end: string;
  fixed_term_months: string;
  renewed_term_months: string;
  late_payment_interest_bps: string;
  used_for: string;
  payment_frequency: string;
  payment_day: string;
  electricity_rate_sen: string;
  emergency_contact_name: string;
  emergency_contact_mobile: string;
  emergency_contact_relationship: string;
  extra_tenants: TExtraTenantRow[];
  house_rules: string;
  special_conditions: string;
} & Record<TMoneyField, string>;

export const EMPTY_TENANCY: TTenancyForm = {
  booking_id: '',
  tenant_user_id: '',
  property_id: '',
  unit_id: '',
  room_id: '',
  tenure_start: '',
  tenure_end: '',
  rent_free_start: '',
  rent_free_end: '',
  fixed_term_months: '',
  renewed_term_months: '',
  monthly_rent_sen: '',
  advance_rental_sen: '',
  first_month_rental_sen: '',
  last_month_rental_sen: '',
  security_deposit_sen: '',
  utility_deposit_sen: '',
  access_card_deposit_sen: '',
  car_park_deposit_sen: '',
  other_deposit_sen: '',
  late_payment_interest_bps: '',
  used_for: 'residential',
  payment_frequency: 'monthly',
  payment_day: '7',
  electricity_rate_sen: '',
  emergency_contact_name: '',
  emergency_contact_mobile: '',
  emergency_contact_relationship: '',
  extra_tenants: [],
  house_rules: '',
  special_conditions: '',
};

/** A box's text, or undefined when empty (a disabled select reports no value at all). */
const present = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
/**
 * A typed amount with up to two decimals in hundredths: RM → sen, % → basis points, RM/kWh → sen. What is
 * not a number is sent as typed, so the schema names the problem; empty is left out.
 */
export const hundredths = (text: string | undefined): number | string | undefined => {
  const v = present(text);
  return v === undefined ? undefined : (parseMoneyToSen(v) ?? v);
};
/** Hundredths as the form shows them: 1050 → "10.50"; 0 and nothing → "". */
const fromHundredths = (n: number | null | undefined) => rmText(n);

/** The terms every save sends (create and update). */
function termsOf(f: TTenancyForm) {
  return {
    tenure_start: present(f.tenure_start) ?? '',
    tenure_end: present(f.tenure_end) ?? '',
    rent_free_start: present(f.rent_free_start),
    rent_free_end: present(f.rent_free_end),
    fixed_term_months: present(f.fixed_term_months),
    renewed_term_months: present(f.renewed_term_months),
    // Required: an empty box is sent empty, so the schema says "required".
    monthly_rent_sen: hundredths(f.monthly_rent_sen) ?? '',
    advance_rental_sen: hundredths(f.advance_rental_sen),
    first_month_rental_sen: hundredths(f.first_month_rental_sen),
    last_month_rental_sen: hundredths(f.last_month_rental_sen),
    security_deposit_sen: hundredths(f.security_deposit_sen),
    utility_deposit_sen: hundredths(f.utility_deposit_sen),
    access_card_deposit_sen: hundredths(f.access_card_deposit_sen),
    car_park_deposit_sen: hundredths(f.car_park_deposit_sen),
    other_deposit_sen: hundredths(f.other_deposit_sen),
    late_payment_interest_bps: hundredths(f.late_payment_interest_bps),
    used_for: present(f.used_for),
    payment_frequency: present(f.payment_frequency),
    payment_day: present(f.payment_day),
    electricity_rate_sen: hundredths(f.electricity_rate_sen),
    emergency_contact_name: present(f.emergency_contact_name),
    emergency_contact_mobile: present(f.emergency_contact_mobile),
    emergency_contact_relationship: present(f.emergency_contact_relationship),
    extra_tenants: f.extra_tenants.map((x) => ({
      name: x.name,
      id_number: present(x.id_number),
      mobile: present(x.mobile),
    })),
    house_rules: f.house_rules,
    special_conditions: f.special_conditions,
  } as const;
}

export type TCreatePayload = TCallInput<typeof userCreateTenancy>;
export type TUpdatePayload = TCallInput<typeof userUpdateTenancy>;

export function createInputOf(f: TTenancyForm): TCreatePayload {
  return {
    booking_id: present(f.booking_id),
    tenant_user_id: present(f.tenant_user_id) ?? '',
    property_id: present(f.property_id) ?? '',
    unit_id: present(f.unit_id) ?? '',
    room_id: present(f.room_id),
    ...termsOf(f),
  } as TCreatePayload;
}

export function updateInputOf(tenancyId: number, f: TTenancyForm): TUpdatePayload {
  return { tenancy_id: tenancyId, ...termsOf(f) } as TUpdatePayload;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A pending tenancy as the form edits it. */
export function formOfTenancy(d: TTenancyDetail): TTenancyForm {
  return {
    booking_id: text(d.booking_id),
    tenant_user_id: String(d.tenant_user_id),
    property_id: String(d.property_id),
    unit_id: String(d.unit_id),
    room_id: text(d.room_id),
    tenure_start: d.tenure_start,
    tenure_end: d.tenure_end,
    rent_free_start: text(d.rent_free_start),
    rent_free_end: text(d.rent_free_end),
    fixed_term_months: text(d.fixed_term_months),
    renewed_term_months: text(d.renewed_term_months),
    monthly_rent_sen: rmText(d.monthly_rent_sen),
    advance_rental_sen: rmText(d.advance_rental_sen),
    first_month_rental_sen: rmText(d.first_month_rental_sen),
    last_month_rental_sen: rmText(d.last_month_rental_sen),
    security_deposit_sen: rmText(d.deposits.security),
    utility_deposit_sen: rmText(d.deposits.utility),
    access_card_deposit_sen: rmText(d.deposits.access_card),
    car_park_deposit_sen: rmText(d.deposits.car_park),
    other_deposit_sen: rmText(d.deposits.other),
    late_payment_interest_bps: fromHundredths(d.late_payment_interest_bps),
    used_for: d.used_for,
    payment_frequency: d.payment_frequency,
    payment_day: String(d.payment_day),
    electricity_rate_sen: fromHundredths(d.electricity_rate_sen),
    emergency_contact_name: text(d.emergency_contact.name),
    emergency_contact_mobile: text(d.emergency_contact.mobile),
    emergency_contact_relationship: text(d.emergency_contact.relationship),
    extra_tenants: d.extra_tenants.map((x) => ({
      name: x.name,
      id_number: text(x.id_number),
      mobile: text(x.mobile),
    })),
    house_rules: d.house_rules,
    special_conditions: d.special_conditions,
  };
}

/** create-new-tenancy from a booking: its tenant, place, move-in, rent and the deposits it carried. */
export function formOfPrefill(p: TCallData<typeof userGetTenancyPrefill>): TTenancyForm {
  return {
    ...EMPTY_TENANCY,
    booking_id: String(p.booking_id),
    tenant_user_id: String(p.tenant_user_id),
    property_id: String(p.property_id),
    unit_id: String(p.unit_id),
    room_id: text(p.room_id),
    tenure_start: p.tenure_start,
    tenure_end: p.tenure_end,
    monthly_rent_sen: rmText(p.monthly_rent_sen),
    first_month_rental_sen: rmText(p.first_month_rental_sen),
    last_month_rental_sen: rmText(p.last_month_rental_sen),
    security_deposit_sen: rmText(p.security_deposit_sen),
    utility_deposit_sen: rmText(p.utility_deposit_sen),
    access_card_deposit_sen: rmText(p.access_card_deposit_sen),
    car_park_deposit_sen: rmText(p.car_park_deposit_sen),
    other_deposit_sen: rmText(p.other_deposit_sen),
  };
}
