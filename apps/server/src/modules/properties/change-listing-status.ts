import type { TDbExecutor } from '@sewa/db';
import {
  LISTING_ACTION_ACTOR,
  nextListingStatus,
  type TListingAction,
  type TProperty,
  toDateString,
} from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, forbidden, notFound } from '../../http/errors';
import { setFilesVisibility } from '../files/index';
import { readProperty } from './get-property';
import { actorOf } from './guards';
import { hasAvailableRental } from './rentals-repository';
import { lockProperty, type TNewProperty, type TPropertyRow, updatePropertyRow } from './repository';
import { syncSearch } from './search-sync';

/**
 * Every listing workflow call (submit, approve, reject, unlist, publish, archive, restore): the domain's
 * transition table decides; an action not allowed from the current status is 104. The property row is
 * locked so two concurrent actions cannot both pass the check.
 */
export async function changeListingStatus(
  uc: TUseCase,
  id: number,
  action: TListingAction,
  reason?: string,
): Promise<TProperty> {
  if (uc.scope.kind === 'landlord' || LISTING_ACTION_ACTOR[action] !== actorOf(uc.scope)) throw forbidden();
  await uc.services.db.transaction(async (tx) => {
    const before = await lockProperty(tx, uc.scope, id);
    if (!before) throw notFound();
    const next = nextListingStatus(before.status, action);
    if (!next) throw conflict();
    if (action === 'submit') await assertReadyToSubmit(tx, before);
    const now = uc.services.now();
    const values: Partial<TNewProperty> = { status: next };
    if (action === 'submit') values.submittedAt = now;
    if (action === 'submit' || action === 'approve') values.rejectionReason = null;
    if (action === 'reject') values.rejectionReason = reason ?? null;
    if (next === 'published' && !before.postedAt) values.postedAt = toDateString(now);
    const after = await updatePropertyRow(tx, id, values);
    // Photos are private while the listing is not public (drafts, pending, unlisted): only the company
    // and admins see them; publishing opens them to visitors and leaving "published" closes them again.
    if ((before.status === 'published') !== (next === 'published')) {
      const photoIds = after.photos.map((p) => p.file_id);
      await setFilesVisibility(tx, after.companyId, photoIds, next === 'published' ? 'public' : 'private');
    }
    await audit(tx, uc, {
      companyId: before.companyId,
      action: `listing-${action}`,
      entity: 'property',
      entityId: id,
      before: { status: before.status },
      after: { status: next, rejection_reason: after.rejectionReason },
    });
    await syncSearch(tx, after);
  });
  return readProperty(uc.services.db, uc.scope, id);
}

/** What a listing needs before an admin judges it: a photo, its map position and something to rent. */
async function assertReadyToSubmit(tx: TDbExecutor, p: TPropertyRow): Promise<void> {
  if (p.photos.length === 0) throw conflict('listing-needs-photo');
  if (p.lat === null || p.lng === null) throw conflict('listing-needs-location');
  if (!(await hasAvailableRental(tx, p.id))) throw conflict('listing-incomplete');
}
