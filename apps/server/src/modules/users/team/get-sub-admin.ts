import type { TSubAdmin } from '@sewa/domain';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { findAdmin } from './repository';
import { subAdminView } from './views';

/** admin-get-sub-admin. */
export async function getSubAdmin(uc: TUseCase, id: number): Promise<TSubAdmin> {
  const row = await findAdmin(uc.services.db, id);
  if (!row) throw notFound();
  return subAdminView(row);
}
