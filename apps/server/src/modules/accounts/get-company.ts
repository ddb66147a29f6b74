import type { TCompany } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { logoUrl, myCompany, toCompany } from './company-view';

/** user-get-company: the operator's own company. */
export async function getCompany(uc: TUseCase): Promise<TCompany> {
  const row = await myCompany(uc);
  return toCompany(row, await logoUrl(uc.services, row), uc.services.now());
}
