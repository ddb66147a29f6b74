import { toDateString } from '@sewa/domain';
import { ownerOf, type TUseCase } from '../../core/use-case';

// Who is looking at a tenancy, and what that lets them see and do: the operator's side moves it and
// sees its private documents; admins see everything but move nothing (admin calls are read-only);
// the tenant and the landlord read it, shared documents only.

export type TViewer = { canMove: boolean; seesPrivate: boolean };

export function viewerOf(uc: TUseCase): TViewer {
  const isOperator = uc.caller.kind === 'user' && uc.caller.role === 'operator';
  return { canMove: isOperator, seesPrivate: isOperator || uc.caller.kind === 'admin' };
}

/** Today in Malaysia, from the clock. */
export const todayOf = (uc: TUseCase): string => toDateString(uc.services.now());

/** Who a ledger posting is made by. */
export function byOf(uc: TUseCase): { kind: 'user' | 'admin' | 'system'; id: number | null } {
  const owner = ownerOf(uc);
  return owner.ownerKind === 'public'
    ? { kind: 'system', id: null }
    : { kind: owner.ownerKind, id: owner.ownerId };
}
