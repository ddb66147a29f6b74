import type { TCaller } from '../../http/caller';
import { forbidden } from '../../http/errors';

// Whose properties a caller sees. Every repository query takes one, so a row outside it simply does
// not exist for the caller (102), whatever id is sent.
export type TScope =
  | { kind: 'company'; companyId: number }
  | { kind: 'landlord'; companyId: number | null; userId: number }
  | { kind: 'admin' }
  | { kind: 'public' };

export function scopeOf(caller: TCaller): TScope {
  if (caller.kind === 'admin') return { kind: 'admin' };
  if (caller.kind === 'public') return { kind: 'public' };
  if (caller.role === 'operator') {
    if (caller.companyId === null) throw forbidden();
    return { kind: 'company', companyId: caller.companyId };
  }
  if (caller.role === 'landlord')
    return { kind: 'landlord', companyId: caller.companyId, userId: caller.userId };
  throw forbidden();
}

/** The company new rows of this scope belong to (admins act on the row's own company). */
export function companyOf(scope: TScope): number {
  if (scope.kind === 'company') return scope.companyId;
  if (scope.kind === 'landlord' && scope.companyId !== null) return scope.companyId;
  throw forbidden();
}

/** Who performs a workflow action: admins judge, operators (and landlords, on drafts) run listings. */
export const actorOf = (scope: TScope): 'operator' | 'admin' =>
  scope.kind === 'admin' ? 'admin' : 'operator';
