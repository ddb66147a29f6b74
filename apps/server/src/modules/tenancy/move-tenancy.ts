import { type TTenancyStatus, tenancyCanEnd, tenancyTransition } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { noticeTenant, type TAfter } from './notices';
import { releasePlace } from './place';
import { findPropertyName, findTenancy, lockTenancy, updateTenancy } from './repository';
import { tenancyDetail } from './tenancy-view';
import { todayOf, viewerOf } from './viewer';

// user-activate-tenancy, user-cancel-tenancy, user-end-tenancy, user-terminate-tenancy: the operator's
// side moves a tenancy, only as tenancyTransition allows (104 otherwise; ending only from the tenure's
// last day). The row is locked first, so of two moves at once one wins and the other gets 104. A closed
// tenancy (cancelled, ended, terminated) releases its place; the tenant is told of activation and
// termination.

type TMove = 'activate' | 'cancel' | 'end' | 'terminate';

async function move(uc: TUseCase, tenancyId: number, action: TMove, reason: string | null) {
  const { db } = uc.services;
  const now = uc.services.now();
  const today = todayOf(uc);
  const after: TAfter = await db.transaction(async (tx) => {
    const found = await lockTenancy(tx, uc.scope, tenancyId);
    if (!found) throw notFound();
    const to = mustTransition(tenancyTransition(found.status as TTenancyStatus, action, actorOf(uc)));
    if (action === 'end' && !tenancyCanEnd(found.tenureEnd, today)) throw conflict();
    const isClosing = action !== 'activate';
    const updated = await updateTenancy(tx, found.id, {
      status: to,
      ...(action === 'activate' ? { activatedAt: now } : { closedAt: now }),
      ...(action === 'terminate' ? { reason } : {}),
      updatedAt: now,
    });
    if (isClosing) await releasePlace(tx, updated, now);
    await recordTransition(tx, {
      companyId: found.companyId,
      subjectType: 'tenancy',
      subjectId: found.id,
      action,
      from: found.status,
      to,
      uc,
      reason,
      at: now,
    });
    await audit(tx, uc, {
      companyId: found.companyId,
      action,
      entity: 'tenancy',
      entityId: found.id,
      before: { status: found.status },
      after: { status: to, reason },
    });
    if (action !== 'activate' && action !== 'terminate') return async () => {};
    const propertyName = await findPropertyName(tx, found.propertyId);
    return noticeTenant(
      tx,
      uc.services,
      updated,
      action === 'activate' ? 'activated' : 'terminated',
      propertyName,
    );
  });
  await after();
  return tenancyDetail(db, (await findTenancy(db, uc.scope, tenancyId))!, viewerOf(uc), today);
}

export const activateTenancy = (uc: TUseCase, input: { tenancy_id: number }) =>
  move(uc, input.tenancy_id, 'activate', null);
export const cancelTenancy = (uc: TUseCase, input: { tenancy_id: number }) =>
  move(uc, input.tenancy_id, 'cancel', null);
export const endTenancy = (uc: TUseCase, input: { tenancy_id: number }) =>
  move(uc, input.tenancy_id, 'end', null);
/** Terminate: with a reason; it cannot be undone. */
export const terminateTenancy = (uc: TUseCase, input: { tenancy_id: number; reason: string }) =>
  move(uc, input.tenancy_id, 'terminate', input.reason);
