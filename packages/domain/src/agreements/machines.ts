import { decide, type TActor, type TRule, type TTransitionResult } from '../lifecycle/machine';

// The agreement and PMA machine (product §10.1, ADR 0022). One machine for both: a draft is edited, sent
// for signatures, signed by every party in order, then stamped; a sent or signed document can be voided
// with a reason and re-issued as a new draft. Signing is a move of its own (signingMove) because who may
// sign depends on the parties and on who signed before.

export const AGREEMENT_STATUSES = ['draft', 'pending_signatures', 'signed', 'stamped', 'void'] as const;
export type TAgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_ACTIONS = ['send', 'sign', 'void', 'delete', 'stamp', 'reissue'] as const;
export type TAgreementAction = (typeof AGREEMENT_ACTIONS)[number];

/** The parties of a tenancy agreement in signing order; a PMA has the landlord and the operator. */
export const AGREEMENT_PARTIES = ['tenant', 'landlord', 'operator'] as const;
export type TAgreementParty = (typeof AGREEMENT_PARTIES)[number];

const STAFF: readonly TActor[] = ['operator', 'admin'];

// `sign` is listed for its states only: signingMove decides the party and the order.
const TABLE: Record<Exclude<TAgreementAction, 'sign'>, TRule<TAgreementStatus>> = {
  send: { from: ['draft'], to: 'pending_signatures', actors: ['operator'] },
  delete: { from: ['draft'], to: 'draft', actors: ['operator'] },
  void: { from: ['pending_signatures', 'signed', 'stamped'], to: 'void', actors: STAFF },
  stamp: { from: ['signed'], to: 'stamped', actors: STAFF },
  // Re-issue makes a new draft from a void one; the void one stays void.
  reissue: { from: ['void'], to: 'void', actors: ['operator'] },
};

export const agreementTransition = (
  state: TAgreementStatus,
  action: Exclude<TAgreementAction, 'sign'>,
  actor: TActor,
): TTransitionResult<TAgreementStatus> => decide(TABLE, state, action, actor);

/** The parties in signing order: the tenant first, then the landlord when a party, the operator last. */
export function signingOrder(kind: 'tenancy' | 'pma', landlordIsParty: boolean): TAgreementParty[] {
  if (kind === 'pma') return ['landlord', 'operator'];
  return landlordIsParty ? ['tenant', 'landlord', 'operator'] : ['tenant', 'operator'];
}

/** Who signs next, or null when everyone has. */
export function nextSigner(order: readonly TAgreementParty[], signed: readonly TAgreementParty[]) {
  return order.find((p) => !signed.includes(p)) ?? null;
}

/**
 * A party's signature: 104 when the document is not awaiting signatures, when this party has signed
 * already or it is not their turn; 103 when the caller is not a party of it.
 */
export function signingMove(
  state: TAgreementStatus,
  order: readonly TAgreementParty[],
  signed: readonly TAgreementParty[],
  party: TAgreementParty,
): TTransitionResult<TAgreementStatus> {
  if (state !== 'pending_signatures') return { ok: false, code: 104 };
  if (!order.includes(party)) return { ok: false, code: 103 };
  if (signed.includes(party) || nextSigner(order, signed) !== party) return { ok: false, code: 104 };
  const remaining = order.filter((p) => p !== party && !signed.includes(p));
  return { ok: true, to: remaining.length === 0 ? 'signed' : 'pending_signatures' };
}

/** A document can be changed only while it is a draft: never after it was sent or signed. */
export const agreementEditable = (state: TAgreementStatus): boolean => state === 'draft';

export const AGREEMENT_TABS = ['all', 'draft', 'pending_signatures', 'signed', 'stamped', 'void'] as const;
export type TAgreementTab = (typeof AGREEMENT_TABS)[number];

/** e-sign status shown in lists, from the state and the signatures. */
export const ESIGN_STATUSES = ['not_sent', 'awaiting', 'partially_signed', 'completed', 'void'] as const;
export type TEsignStatus = (typeof ESIGN_STATUSES)[number];
export function esignStatus(state: TAgreementStatus, signedCount: number): TEsignStatus {
  if (state === 'void') return 'void';
  if (state === 'draft') return 'not_sent';
  if (state === 'signed' || state === 'stamped') return 'completed';
  return signedCount > 0 ? 'partially_signed' : 'awaiting';
}
