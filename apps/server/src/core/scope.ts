import type { TCaller } from '../http/caller';
import { forbidden } from '../http/errors';

// Whose rows a caller sees. Every repository query takes one, so a row outside it simply does not exist
// for the caller (102), whatever id is sent. See docs/architecture.md, "Access control".
export type TScope =
  | { kind: 'company'; companyId: number }
  | { kind: 'landlord'; companyId: number | null; userId: number }
  | { kind: 'tenant'; companyId: number | null; userId: number }
  | { kind: 'contractor'; companyId: number | null; userId: number }
  | { kind: 'admin' }
  | { kind: 'public' };

export function scopeOf(caller: TCaller): TScope {
  if (caller.kind === 'admin') return { kind: 'admin' };
  if (caller.kind === 'public') return { kind: 'public' };
  switch (caller.role) {
    case 'operator':
      if (caller.companyId === null) throw forbidden();
      return { kind: 'company', companyId: caller.companyId };
    case 'landlord':
    case 'tenant':
    case 'contractor':
      return { kind: caller.role, companyId: caller.companyId, userId: caller.userId };
    default:
      throw forbidden();
  }
}

/** The company new rows of this scope belong to (admins act on the row's own company). */
export function companyOf(scope: TScope): number {
  if (scope.kind === 'admin' || scope.kind === 'public') throw forbidden();
  if (scope.companyId !== null) return scope.companyId;
  throw forbidden();
}
