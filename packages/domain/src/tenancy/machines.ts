import { decide, type TActor, type TRule, type TTransitionResult } from '../lifecycle/machine';

// The tenancy and inventory (snag) list machines (docs/decisions/0019-tenancy.md). Only the operator's
// side (owner or team) and admins move a tenancy; the tenant moves the inventory list they were sent.

export const TENANCY_STATUSES = ['pending', 'active', 'ended', 'cancelled', 'terminated'] as const;
export type TTenancyStatus = (typeof TENANCY_STATUSES)[number];
export const TENANCY_ACTIONS = ['activate', 'end', 'cancel', 'terminate', 'renew'] as const;
export type TTenancyAction = (typeof TENANCY_ACTIONS)[number];

const STAFF: readonly TActor[] = ['operator', 'admin'];

const TENANCY_TABLE: Record<TTenancyAction, TRule<TTenancyStatus>> = {
  activate: { from: ['pending'], to: 'active', actors: STAFF },
  // `end` is allowed from the tenure's last day on (tenancyCanEnd); the machine only knows states.
  end: { from: ['active'], to: 'ended', actors: STAFF },
  cancel: { from: ['pending'], to: 'cancelled', actors: STAFF },
  terminate: { from: ['active'], to: 'terminated', actors: STAFF },
  // Renew keeps this tenancy active and creates a new pending one for the renewed term, linked to it.
  renew: { from: ['active'], to: 'active', actors: STAFF },
};

export const tenancyTransition = (
  state: TTenancyStatus,
  action: TTenancyAction,
  actor: TActor,
): TTransitionResult<TTenancyStatus> => decide(TENANCY_TABLE, state, action, actor);

/** States in which a tenancy holds its unit or room: nobody can book it and it leaves public search. */
export const TENANCY_HOLDING_STATUSES: readonly TTenancyStatus[] = ['pending', 'active'];
/** States after which the deposits are settled (move-out). */
export const TENANCY_CLOSED_STATUSES: readonly TTenancyStatus[] = ['ended', 'terminated'];

export const TENANCY_TABS = ['pending', 'active', 'ended', 'cancelled', 'terminated', 'all'] as const;
export type TTenancyTab = (typeof TENANCY_TABS)[number];

// Inventory (snag) list.
export const INVENTORY_LIST_STATUSES = ['draft', 'pending', 'agreed', 'rejected'] as const;
export type TInventoryListStatus = (typeof INVENTORY_LIST_STATUSES)[number];
export const INVENTORY_LIST_ACTIONS = ['send', 'agree', 'reject', 'revise'] as const;
export type TInventoryListAction = (typeof INVENTORY_LIST_ACTIONS)[number];
/** A check-in list is made when the tenant moves in; a move-out list compares against it. */
export const INVENTORY_LIST_KINDS = ['check_in', 'move_out'] as const;
export type TInventoryListKind = (typeof INVENTORY_LIST_KINDS)[number];

const INVENTORY_LIST_TABLE: Record<TInventoryListAction, TRule<TInventoryListStatus>> = {
  send: { from: ['draft'], to: 'pending', actors: STAFF },
  agree: { from: ['pending'], to: 'agreed', actors: ['tenant'] },
  reject: { from: ['pending'], to: 'rejected', actors: ['tenant'] },
  revise: { from: ['rejected'], to: 'pending', actors: STAFF },
};

export const inventoryListTransition = (
  state: TInventoryListStatus,
  action: TInventoryListAction,
  actor: TActor,
): TTransitionResult<TInventoryListStatus> => decide(INVENTORY_LIST_TABLE, state, action, actor);

/** States in which the operator may still change the list's items (before or after the tenant's answer). */
export const INVENTORY_LIST_EDITABLE: readonly TInventoryListStatus[] = ['draft', 'rejected'];

export const INVENTORY_CONDITIONS = ['new', 'good', 'fair', 'poor', 'damaged', 'missing'] as const;
export type TInventoryCondition = (typeof INVENTORY_CONDITIONS)[number];
/** Worse conditions rank higher; a move-out item ranked above its check-in condition is damage. */
export const conditionRank = (c: TInventoryCondition): number => INVENTORY_CONDITIONS.indexOf(c);

export const EXTRA_ITEM_STATUSES = ['pending', 'accepted', 'refused'] as const;
export type TExtraItemStatus = (typeof EXTRA_ITEM_STATUSES)[number];
