import type { TDbExecutor } from '@sewa/db';
import type { TLandlord } from '@sewa/domain';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { partnerOwnerOf } from './owner';
import { findPartner, ownedProperties, type TPartnerOwner } from './repository';
import { landlordView } from './views';

export async function readLandlord(db: TDbExecutor, owner: TPartnerOwner, id: number): Promise<TLandlord> {
  const row = await findPartner(db, owner, 'landlord', id);
  if (!row) throw notFound();
  return landlordView(row, row.companyName, await ownedProperties(db, row.id));
}

/** user-get-landlord / admin-get-landlord: the landlord with the properties it owns; another company's → 102. */
export const getLandlord = (uc: TUseCase, id: number) => readLandlord(uc.services.db, partnerOwnerOf(uc), id);
