import type { TDbExecutor } from '@sewa/db';
import { hasPrivilege } from '@sewa/domain';
import { companyOf } from '../../../core/scope';
import type { TUseCase } from '../../../core/use-case';
import { forbidden, notFound } from '../../../http/errors';
import { findCompanyOwner, findStatusTarget, type TUserRow } from './repository';

/**
 * The privilege a caller needs to change (or read the status history of) an account, by the account's
 * kind (product §2.2 account status, §2.5). The calls declare no key of their own because the key depends
 * on the account: an operator needs `users/team` for its sub-operators and `users/tenant`,
 * `users/landlord` or `users/contractor` for the others; an admin needs `users/operator` for any
 * operator (owner or sub-operator) and the kind's key for the others.
 */
export function statusPrivilegeFor(audience: 'user' | 'admin', role: string): string {
  if (role === 'operator') return audience === 'admin' ? 'users/operator' : 'users/team';
  if (role === 'tenant' || role === 'landlord' || role === 'contractor') return `users/${role}`;
  return audience === 'admin' ? 'users/operator' : 'users/team';
}

/**
 * The account a status call names: for an operator one its company owns or serves (another company's
 * user is not found, 102), for an admin any user. 103 when the caller lacks the kind's key.
 */
export async function statusTargetOf(uc: TUseCase, db: TDbExecutor, userId: number): Promise<TUserRow> {
  const isAdmin = uc.caller.kind === 'admin';
  const companyId = isAdmin ? null : companyOf(uc.scope);
  const target = await findStatusTarget(db, companyId, userId);
  if (!target) throw notFound();
  const privileges = uc.caller.kind === 'public' ? [] : uc.caller.privileges;
  if (!hasPrivilege(privileges, statusPrivilegeFor(isAdmin ? 'admin' : 'user', target.role)))
    throw forbidden();
  return target;
}

/**
 * Why an operator may not change this account at all, else null: itself, its company's owner, or an
 * account its company does not own (a tenant who signed up alone and is only linked: stopping it would
 * stop it for every company, so that is the platform's decision, ADR 0014).
 */
export async function protectedReason(
  uc: TUseCase,
  db: TDbExecutor,
  target: TUserRow,
): Promise<'own-account' | 'company-owner-protected' | 'not-company-account' | null> {
  if (uc.caller.kind !== 'user') return null;
  if (target.id === uc.caller.userId) return 'own-account';
  if (target.companyId !== uc.caller.companyId) return 'not-company-account';
  if (target.companyId !== null && (await findCompanyOwner(db, target.companyId)) === target.id)
    return 'company-owner-protected';
  return null;
}
