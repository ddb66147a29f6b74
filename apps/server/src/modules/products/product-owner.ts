import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import type { TProductOwner } from './repository';

/** Operators work on their company's products; admins on the master products (no company). */
export const productOwnerOf = (uc: TUseCase): TProductOwner =>
  uc.scope.kind === 'admin' ? { companyId: null } : { companyId: companyOf(uc.scope) };
