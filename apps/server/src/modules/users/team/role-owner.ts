import { companyOf } from '../../../core/scope';
import type { TUseCase } from '../../../core/use-case';
import type { TRoleOwner } from './repository';

/** Whose roles a caller works on: an operator its company's, an admin the platform's sub-admin roles. */
export function roleOwnerOf(uc: TUseCase): TRoleOwner {
  return uc.caller.kind === 'admin'
    ? { audience: 'admin', companyId: null }
    : { audience: 'operator', companyId: companyOf(uc.scope) };
}
