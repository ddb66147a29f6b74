import { addDays, addMonthsToDay, type TTenancyStatus, tenancyTransition, tenureMonths } from '@sewa/domain';
import { nextCompanyNumber } from '../../core/counters';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { tenancyCode } from './create-tenancy';
import { noticeTenant } from './notices';
import { findPropertyName, findRenewalId, findTenancy, insertTenancy, lockTenancy } from './repository';
import { tenancyDetail } from './tenancy-view';
import { todayOf, viewerOf } from './viewer';

// user-renew-tenancy: an active tenancy is renewed once: a new pending tenancy of the same tenant and
// place starts the day after this one's tenure ends, for the renewed term (by default the renewed term
// months, else as long as this term), at this rent unless another is given; linked by renewed_from_id.
// This one stays active; the renewal holds the same place, so its rentals stay rented when this ends.

export async function renewTenancy(
  uc: TUseCase,
  input: { tenancy_id: number; tenure_end?: string; monthly_rent_sen?: number },
) {
  if (uc.caller.kind !== 'user') throw forbidden();
  const userId = uc.caller.userId;
  const { db } = uc.services;
  const now = uc.services.now();
  const { id, after } = await db.transaction(async (tx) => {
    const found = await lockTenancy(tx, uc.scope, input.tenancy_id);
    if (!found) throw notFound();
    const to = mustTransition(tenancyTransition(found.status as TTenancyStatus, 'renew', actorOf(uc)));
    if ((await findRenewalId(tx, found.id)) !== null) throw conflict();
    const start = addDays(found.tenureEnd, 1);
    const months = found.renewedTermMonths ?? tenureMonths(found.tenureStart, found.tenureEnd);
    const end = input.tenure_end ?? addDays(addMonthsToDay(start, months), -1);
    if (end <= start) throw invalid({ tenure_end: 'tenure-end-before-start' });
    const code = tenancyCode(await nextCompanyNumber(tx, found.companyId, 'tenancy'));
    const {
      id: _id,
      code: _code,
      bookingId: _booking,
      createdAt: _created,
      updatedAt: _updated,
      checkedInAt: _checkedIn,
      activatedAt: _activated,
      closedAt: _closed,
      reason: _reason,
      ...kept
    } = found;
    const renewal = await insertTenancy(tx, {
      ...kept,
      code,
      renewedFromId: found.id,
      status: 'pending',
      tenureStart: start,
      tenureEnd: end,
      rentFreeStart: null,
      rentFreeEnd: null,
      monthlyRentSen: input.monthly_rent_sen ?? found.monthlyRentSen,
      advanceRentalSen: 0,
      firstMonthRentalSen: 0,
      lastMonthRentalSen: 0,
      createdByKind: 'user',
      createdById: userId,
      createdAt: now,
      updatedAt: now,
    });
    const event = { companyId: found.companyId, subjectType: 'tenancy' as const, uc, at: now };
    await recordTransition(tx, {
      ...event,
      subjectId: found.id,
      action: 'renew',
      from: found.status,
      to,
      reason: code,
    });
    await recordTransition(tx, {
      ...event,
      subjectId: renewal.id,
      action: 'create',
      from: null,
      to: 'pending',
      reason: `Renewal of ${found.code}`,
    });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'renew',
      entity: 'tenancy',
      entityId: found.id,
      after: { renewal_id: renewal.id, code, tenure_start: start, tenure_end: end },
    });
    const propertyName = await findPropertyName(tx, found.propertyId);
    return { id: renewal.id, after: await noticeTenant(tx, uc.services, renewal, 'renewed', propertyName) };
  });
  await after();
  return tenancyDetail(db, (await findTenancy(db, uc.scope, id))!, viewerOf(uc), todayOf(uc));
}
