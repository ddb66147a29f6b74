import {
  availableListingActions,
  type TListingAction,
  type TListingStatus,
} from '@sewa/domain/properties/listing-workflow';
import { LISTING_ACTION_CALLS } from '../shared/calls';

type TListingActionCall = (typeof LISTING_ACTION_CALLS)[TListingAction];

// The buttons a listing shows for its status (product §4 listing workflow): which call each one makes, how
// it looks, and whether it needs a reason. The domain's transition table decides what is allowed.

export type TListingActionSpec = {
  action: TListingAction;
  call: TListingActionCall;
  tone: 'primary' | 'danger';
  /** Reject asks for a reason the operator will read. */
  needsReason: boolean;
};

const DANGER: readonly TListingAction[] = ['archive', 'reject', 'unlist'];

export function listingActionsFor(
  status: TListingStatus,
  actor: 'operator' | 'admin',
  /** The server's `available_actions`, when the screen has the full property. */
  allowed?: readonly TListingAction[],
): TListingActionSpec[] {
  return availableListingActions(status, actor)
    .filter((action) => !allowed || allowed.includes(action))
    .map((action) => ({
      action,
      call: LISTING_ACTION_CALLS[action],
      tone: DANGER.includes(action) ? 'danger' : 'primary',
      needsReason: action === 'reject',
    }));
}
