import type { TRental } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { toRental } from './mappers';
import { findRental } from './rentals-repository';

/** user-get-rental: one rental (the add-rental / edit form). */
export async function getRental(uc: TUseCase, id: number): Promise<TRental> {
  const found = await findRental(uc.services.db, uc.scope, id);
  if (!found) throw notFound();
  return toRental(found.rental);
}
