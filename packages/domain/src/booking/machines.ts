import { decide, type TActor, type TRule, type TTransitionResult } from '../lifecycle/machine';

// The booking, appointment and refund machines (product lifecycles; docs/decisions/0017-booking.md).
// Each is a transition table and the only place that decides: an illegal move is 104, an actor who may
// not make it is 103. The server asks `transition(...)` before every change and records the move.

export const BOOKING_STATUSES = [
  'draft',
  'pending_consent',
  'pending_payment',
  'new',
  'approved',
  'confirmed',
  'checked_in',
  'rejected',
  'cancelled',
] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = [
  'submit',
  'sign_consent',
  'pay_1',
  'approve',
  'reject',
  'pay_2',
  'check_in',
  'cancel',
] as const;
export type TBookingAction = (typeof BOOKING_ACTIONS)[number];

const BEFORE_CHECK_IN: readonly TBookingStatus[] = [
  'draft',
  'pending_consent',
  'pending_payment',
  'new',
  'approved',
  'confirmed',
];

const BOOKING_TABLE: Record<TBookingAction, TRule<TBookingStatus>> = {
  // submit: draft → pending_consent (credit check required) or pending_payment; see bookingSubmitTarget.
  submit: { from: ['draft'], to: 'pending_payment', actors: ['tenant'] },
  sign_consent: { from: ['pending_consent'], to: 'pending_payment', actors: ['tenant'] },
  pay_1: { from: ['pending_payment'], to: 'new', actors: ['system'] },
  approve: { from: ['new'], to: 'approved', actors: ['operator', 'admin'] },
  reject: { from: ['new'], to: 'rejected', actors: ['operator', 'admin'] },
  pay_2: { from: ['approved'], to: 'confirmed', actors: ['system'] },
  check_in: { from: ['confirmed'], to: 'checked_in', actors: ['operator', 'admin'] },
  cancel: { from: BEFORE_CHECK_IN, to: 'cancelled', actors: ['tenant', 'operator', 'admin', 'system'] },
};

export function bookingTransition(
  state: TBookingStatus,
  action: TBookingAction,
  actor: TActor,
  options: { isCreditCheckRequired?: boolean } = {},
): TTransitionResult<TBookingStatus> {
  const result = decide(BOOKING_TABLE, state, action, actor);
  if (result.ok && action === 'submit' && options.isCreditCheckRequired)
    return { ok: true, to: 'pending_consent' };
  return result;
}

/** States in which the booking holds (or is paying for) its rental: nobody else may book it. */
export const BOOKING_HOLDING_STATUSES: readonly TBookingStatus[] = [
  'new',
  'approved',
  'confirmed',
  'checked_in',
];
/** States a booker can still change or leave (resume on /booking/b-<n>). */
export const BOOKING_OPEN_STATUSES: readonly TBookingStatus[] = [
  'draft',
  'pending_consent',
  'pending_payment',
];

export const BOOKING_TABS = ['new', 'approved', 'rejected', 'all'] as const;
export type TBookingTab = (typeof BOOKING_TABS)[number];
/** What each list tab shows. `new` is what awaits the operator; `approved` what it accepted. */
export const BOOKING_TAB_STATUSES: Record<Exclude<TBookingTab, 'all'>, readonly TBookingStatus[]> = {
  new: ['new'],
  approved: ['approved', 'confirmed', 'checked_in'],
  rejected: ['rejected', 'cancelled'],
};

export const BOOKING_PAYMENT_STATUSES = ['unpaid', 'paid_1', 'paid_2'] as const;
export const REFUND_SIDE_STATUSES = ['none', 'pending', 'refunded'] as const;
export const SNAG_STATUSES = ['not_started', 'pending', 'agreed', 'rejected'] as const;
export const SETTLEMENT_STATUSES = ['held', 'released', 'settled', 'refunded'] as const;
export type TSettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

// Appointment (site viewing).
export const APPOINTMENT_STATUSES = ['requested', 'approved', 'confirmed', 'rejected', 'cancelled'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_ACTIONS = ['approve', 'confirm', 'reject', 'cancel', 'reschedule'] as const;
export type TAppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

const APPOINTMENT_TABLE: Record<TAppointmentAction, TRule<TAppointmentStatus>> = {
  approve: { from: ['requested'], to: 'approved', actors: ['operator', 'admin'] },
  confirm: { from: ['approved'], to: 'confirmed', actors: ['operator', 'admin'] },
  reject: { from: ['requested'], to: 'rejected', actors: ['operator', 'admin'] },
  cancel: { from: ['requested', 'approved'], to: 'cancelled', actors: ['tenant', 'operator', 'admin'] },
  // A new time keeps the state: a requested viewing stays requested, an approved one stays approved.
  reschedule: { from: ['requested', 'approved'], to: (from) => from, actors: ['operator', 'admin'] },
};

export const appointmentTransition = (
  state: TAppointmentStatus,
  action: TAppointmentAction,
  actor: TActor,
): TTransitionResult<TAppointmentStatus> => decide(APPOINTMENT_TABLE, state, action, actor);

export const APPOINTMENT_TAB_STATUSES: Record<Exclude<TBookingTab, 'all'>, readonly TAppointmentStatus[]> = {
  new: ['requested'],
  approved: ['approved', 'confirmed'],
  rejected: ['rejected', 'cancelled'],
};

// Refund.
export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_ACTIONS = ['approve', 'reject', 'mark_paid'] as const;
export type TRefundAction = (typeof REFUND_ACTIONS)[number];
export const REFUND_SOURCES = ['booking', 'deposit', 'overpayment'] as const;
export type TRefundSource = (typeof REFUND_SOURCES)[number];

const REFUND_TABLE: Record<TRefundAction, TRule<TRefundStatus>> = {
  approve: { from: ['requested'], to: 'approved', actors: ['operator', 'admin'] },
  reject: { from: ['requested'], to: 'rejected', actors: ['operator', 'admin'] },
  mark_paid: { from: ['approved'], to: 'refunded', actors: ['operator', 'admin'] },
};

export const refundTransition = (
  state: TRefundStatus,
  action: TRefundAction,
  actor: TActor,
): TTransitionResult<TRefundStatus> => decide(REFUND_TABLE, state, action, actor);
