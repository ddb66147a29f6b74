import {
  nextPaymentDate,
  PAYMENT_FREQUENCY_MONTHS,
  type TPaymentFrequency,
  type ZTenantTenancySummary,
} from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { forbidden } from '../../http/errors';
import { findTenancyRow } from './repository';
import { countTenantOpenItems, findCurrentTenancyId } from './summary-repository';
import { toTenancyRow } from './tenancy-view';
import { todayOf } from './viewer';

// user-get-my-tenancy-summary: the tenant's dashboard. The current tenancy (the active one, else the
// pending one), its next rent day and what is due then (the monthly rent times the months a payment
// covers), and the open items: inventory lists to answer, bookings in progress, refunds not yet paid,
// site viewings to come.

export async function getMyTenancySummary(uc: TUseCase): Promise<z.infer<typeof ZTenantTenancySummary>> {
  if (uc.caller.kind !== 'user') throw forbidden();
  const { db } = uc.services;
  const userId = uc.caller.userId;
  const today = todayOf(uc);
  const [currentId, openItems] = await Promise.all([
    findCurrentTenancyId(db, userId),
    countTenantOpenItems(db, userId, uc.services.now()),
  ]);
  const row = currentId === null ? null : await findTenancyRow(db, currentId);
  const t = row?.tenancy;
  const frequency = t?.paymentFrequency as TPaymentFrequency | undefined;
  const next =
    t && frequency
      ? nextPaymentDate(
          {
            tenure_start: t.tenureStart,
            tenure_end: t.tenureEnd,
            payment_day: t.paymentDay,
            payment_frequency: frequency,
          },
          today,
        )
      : null;
  return {
    tenancy: row ? toTenancyRow(row, today) : null,
    next_payment_date: next,
    next_payment_sen: t && frequency && next ? t.monthlyRentSen * PAYMENT_FREQUENCY_MONTHS[frequency] : null,
    open_items: openItems,
  };
}
