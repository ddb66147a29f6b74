import type { ZUpdateTenancyInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { findTenancy, lockTenancy, updateTenancy } from './repository';
import { tenancyDetail } from './tenancy-view';
import { termValues } from './terms';
import { todayOf, viewerOf } from './viewer';

// user-update-tenancy: the operator's side changes a tenancy's terms while it is pending (104 after).
// The tenant and the place stay; a changed place is a cancellation and a new tenancy.

export async function updateTenancyTerms(uc: TUseCase, input: z.output<typeof ZUpdateTenancyInput>) {
  const { db } = uc.services;
  const now = uc.services.now();
  await db.transaction(async (tx) => {
    const found = await lockTenancy(tx, uc.scope, input.tenancy_id);
    if (!found) throw notFound();
    if (found.status !== 'pending') throw conflict();
    const { tenancy_id: _, ...terms } = input;
    await updateTenancy(tx, found.id, { ...termValues(terms), updatedAt: now });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'update',
      entity: 'tenancy',
      entityId: found.id,
      before: { tenure_start: found.tenureStart, tenure_end: found.tenureEnd, rent: found.monthlyRentSen },
      after: { tenure_start: input.tenure_start, tenure_end: input.tenure_end, rent: input.monthly_rent_sen },
    });
  });
  return tenancyDetail(db, (await findTenancy(db, uc.scope, input.tenancy_id))!, viewerOf(uc), todayOf(uc));
}
