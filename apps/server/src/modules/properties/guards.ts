import { isEditableStatus, type TListingStatus } from '@sewa/domain';
import type { TScope } from '../../core/scope';
import { conflict, forbidden } from '../../http/errors';

/** Archived listings are read-only; a landlord edits only the drafts it proposed. */
export function assertEditable(scope: TScope, property: { status: TListingStatus }): void {
  if (!isEditableStatus(property.status)) throw conflict('listing-archived');
  if (scope.kind === 'landlord' && property.status !== 'draft') throw conflict();
}

/** Only operators of the company and admins may touch what landlords may merely propose. */
export function assertManager(scope: TScope): void {
  if (scope.kind !== 'company' && scope.kind !== 'admin') throw forbidden();
}

/** Who performs a workflow action: admins judge, operators (and landlords, on drafts) run listings. */
export const actorOf = (scope: TScope): 'operator' | 'admin' =>
  scope.kind === 'admin' ? 'admin' : 'operator';
