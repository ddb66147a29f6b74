import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findCheck, findFileRows } from './repository';
import { toCheckDetail } from './views';

/** user-get-credit-check / admin-get-credit-check: the report, its PDF and the consent (scoped: 102). */
export async function getCreditCheck(uc: TUseCase, input: { id: number }) {
  const found = await findCheck(uc.services.db, uc.scope, input.id);
  if (!found) throw notFound();
  const fileRows = await findFileRows(uc.services.db, [found.check.reportFileId, found.check.consentFileId]);
  return toCheckDetail(found.check, found.companyName, fileRows);
}
