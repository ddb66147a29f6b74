import type { TSubOperator } from '@sewa/domain';
import { companyOf } from '../../../core/scope';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { findSubOperator } from './repository';
import { subOperatorView } from './views';

/** user-get-sub-operator: another company's member, or the owner, is not found (102). */
export async function getSubOperator(uc: TUseCase, id: number): Promise<TSubOperator> {
  const row = await findSubOperator(uc.services.db, companyOf(uc.scope), id);
  if (!row) throw notFound();
  return subOperatorView(row);
}
