import { companyOf } from '../../../core/scope';
import type { TUseCase } from '../../../core/use-case';
import { forbidden } from '../../../http/errors';
import type { TPartnerOwner } from './repository';

/** Operators see their company's partners; admins every company's (product §2.5). */
export const partnerOwnerOf = (uc: TUseCase): TPartnerOwner =>
  uc.scope.kind === 'admin' ? { companyId: null } : { companyId: companyOf(uc.scope) };

/** The company the operator's new partners and vendors belong to. */
export const operatorCompanyOf = (uc: TUseCase): number => {
  if (uc.scope.kind !== 'company') throw forbidden();
  return uc.scope.companyId;
};
