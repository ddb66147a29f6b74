import type { TExtraTenant, ZUpdateTenancyInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TNewTenancy } from './repository';

// The term fields of create-new-tenancy (and of an update while pending) as the tenancy's columns.

export type TTermsInput = Omit<z.output<typeof ZUpdateTenancyInput>, 'tenancy_id'>;

export function termValues(v: TTermsInput): Partial<TNewTenancy> {
  return {
    tenureStart: v.tenure_start,
    tenureEnd: v.tenure_end,
    rentFreeStart: v.rent_free_start ?? null,
    rentFreeEnd: v.rent_free_end ?? null,
    fixedTermMonths: v.fixed_term_months ?? null,
    renewedTermMonths: v.renewed_term_months ?? null,
    monthlyRentSen: v.monthly_rent_sen,
    advanceRentalSen: v.advance_rental_sen,
    firstMonthRentalSen: v.first_month_rental_sen,
    lastMonthRentalSen: v.last_month_rental_sen,
    securityDepositSen: v.security_deposit_sen,
    utilityDepositSen: v.utility_deposit_sen,
    accessCardDepositSen: v.access_card_deposit_sen,
    carParkDepositSen: v.car_park_deposit_sen,
    otherDepositSen: v.other_deposit_sen,
    latePaymentInterestBps: v.late_payment_interest_bps,
    usedFor: v.used_for,
    paymentFrequency: v.payment_frequency,
    paymentDay: v.payment_day,
    electricityRateSen: v.electricity_rate_sen ?? null,
    emergencyContactName: v.emergency_contact_name ?? null,
    emergencyContactMobile: v.emergency_contact_mobile ?? null,
    emergencyContactRelationship: v.emergency_contact_relationship ?? null,
    extraTenants: v.extra_tenants as TExtraTenant[],
    houseRules: v.house_rules,
    specialConditions: v.special_conditions,
  };
}
