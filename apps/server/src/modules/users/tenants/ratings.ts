import {
  STATUS,
  type ZDisputeRatingInput,
  type ZListMyRatingsInput,
  type ZListRatingDisputesInput,
  type ZListTenantRatingsInput,
  type ZRateTenantInput,
  type ZResolveRatingDisputeInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import { companyOf } from '../../../core/scope';
import { audit, type TUseCase } from '../../../core/use-case';
import { AppError, forbidden, notFound } from '../../../http/errors';
import { findCompany } from '../../accounts/company-repository';
import { publishNotification, storeNotification } from '../../notifications/notify';
import { disputeResolvedNotice, ratedNotice } from './messages';
import {
  findCompanyTenant,
  findRating,
  insertRating,
  listDisputes,
  listRatingsOf,
  updateRating,
} from './repository';
import { ratingView } from './views';

// Tenant ratings (product §2.2 rate-tenant): an operator rates its tenant; every company sees the
// tenant's ratings that count; the tenant disputes one once; an admin upholds or removes it.

/** user-rate-tenant: a tenant of the company only (102 otherwise). The tenant is told. */
export async function rateTenant(uc: TUseCase, input: z.output<typeof ZRateTenantInput>) {
  const { services } = uc;
  const companyId = companyOf(uc.scope);
  if (uc.caller.kind !== 'user') throw forbidden();
  const ratedBy = uc.caller.userId;
  if (!(await findCompanyTenant(services.db, companyId, input.tenant_user_id))) throw notFound();
  const now = services.now();
  const { id, notice } = await services.db.transaction(async (tx) => {
    const row = await insertRating(tx, {
      companyId,
      tenantUserId: input.tenant_user_id,
      tenancyId: input.tenancy_id ?? null,
      ratedByUserId: ratedBy,
      payment: input.payment,
      careOfProperty: input.care_of_property,
      communication: input.communication,
      comment: input.comment ?? null,
      createdAt: now,
    });
    await audit(tx, uc, {
      companyId,
      action: 'rate-tenant',
      entity: 'tenant-rating',
      entityId: row.id,
      after: input,
    });
    const name = (await findCompany(tx, companyId))?.name ?? '';
    const stored = await storeNotification(
      tx,
      { kind: 'user', id: input.tenant_user_id },
      ratedNotice(name),
      now,
    );
    return { id: row.id, notice: stored };
  });
  publishNotification(services, notice);
  return ratingView((await findRating(services.db, id))!);
}

/** user-list-tenant-ratings: every company's ratings of a tenant of the caller's company (removed left out). */
export async function listTenantRatings(uc: TUseCase, input: z.output<typeof ZListTenantRatingsInput>) {
  const { db } = uc.services;
  if (!(await findCompanyTenant(db, companyOf(uc.scope), input.tenant_user_id))) throw notFound();
  const { rows, total } = await listRatingsOf(db, input.tenant_user_id, true, pageWindow(input));
  return pageOut(rows.map(ratingView), total, input);
}

const tenantIdOf = (uc: TUseCase) => {
  if (uc.scope.kind !== 'tenant') throw forbidden();
  return uc.scope.userId;
};

/** user-list-my-ratings: every rating about the caller, with its dispute and outcome. */
export async function listMyRatings(uc: TUseCase, input: z.output<typeof ZListMyRatingsInput>) {
  const { rows, total } = await listRatingsOf(uc.services.db, tenantIdOf(uc), false, pageWindow(input));
  return pageOut(rows.map(ratingView), total, input);
}

/** user-dispute-rating: an active rating about the caller, once (104 after). */
export async function disputeRating(uc: TUseCase, input: z.output<typeof ZDisputeRatingInput>) {
  const { services } = uc;
  const tenantId = tenantIdOf(uc);
  const rating = await findRating(services.db, input.id, tenantId);
  if (!rating) throw notFound();
  if (rating.status !== 'active' || rating.disputedAt !== null)
    throw new AppError(STATUS.CONFLICT, 'conflict', { id: 'already-disputed' });
  await services.db.transaction(async (tx) => {
    await updateRating(tx, rating.id, {
      status: 'disputed',
      disputeReason: input.reason,
      disputedAt: services.now(),
    });
    await audit(tx, uc, {
      companyId: rating.companyId,
      action: 'dispute-rating',
      entity: 'tenant-rating',
      entityId: rating.id,
      after: { reason: input.reason },
    });
  });
  return ratingView((await findRating(services.db, rating.id))!);
}

/** admin-list-rating-disputes: disputed ratings first, then those already reviewed. */
export async function listRatingDisputes(uc: TUseCase, input: z.output<typeof ZListRatingDisputesInput>) {
  const { rows, total } = await listDisputes(uc.services.db, input.status, pageWindow(input));
  return pageOut(rows.map(ratingView), total, input);
}

/** admin-resolve-rating-dispute: uphold (the rating counts again) or remove it; an open dispute only (104). */
export async function resolveRatingDispute(uc: TUseCase, input: z.output<typeof ZResolveRatingDisputeInput>) {
  const { services } = uc;
  if (uc.caller.kind !== 'admin') throw forbidden();
  const adminId = uc.caller.adminId;
  const rating = await findRating(services.db, input.id);
  if (!rating) throw notFound();
  if (rating.status !== 'disputed') throw conflictOnId();
  const removed = input.resolution === 'remove';
  const now = services.now();
  const notice = await services.db.transaction(async (tx) => {
    await updateRating(tx, rating.id, {
      status: removed ? 'removed' : 'active',
      resolution: removed ? 'removed' : 'upheld',
      resolutionNote: input.note,
      resolvedByAdminId: adminId,
      resolvedAt: now,
    });
    await audit(tx, uc, {
      companyId: rating.companyId,
      action: 'resolve-rating-dispute',
      entity: 'tenant-rating',
      entityId: rating.id,
      before: { status: rating.status },
      after: { status: removed ? 'removed' : 'active', resolution: input.resolution, note: input.note },
    });
    return storeNotification(
      tx,
      { kind: 'user', id: rating.tenantUserId },
      disputeResolvedNotice(removed),
      now,
    );
  });
  publishNotification(services, notice);
  return ratingView((await findRating(services.db, rating.id))!);
}

const conflictOnId = () => new AppError(STATUS.CONFLICT, 'conflict');
