import { describe, expect, it } from 'vitest';
import type { TActor } from '../lifecycle/machine';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_STATUSES,
  appointmentTransition,
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  bookingTransition,
  REFUND_ACTIONS,
  REFUND_STATUSES,
  refundTransition,
} from './machines';

const ACTORS: TActor[] = ['tenant', 'operator', 'admin', 'system'];

// Every (state, action) pair: the legal ones listed here, every other one 104 for every actor.
const BOOKING_LEGAL: Record<string, [string, string, TActor[]]> = {
  'draft/submit': ['draft', 'pending_payment', ['tenant']],
  'pending_consent/sign_consent': ['pending_consent', 'pending_payment', ['tenant']],
  'pending_payment/pay_1': ['pending_payment', 'new', ['system']],
  'new/approve': ['new', 'approved', ['operator', 'admin']],
  'new/reject': ['new', 'rejected', ['operator', 'admin']],
  'approved/pay_2': ['approved', 'confirmed', ['system']],
  'confirmed/check_in': ['confirmed', 'checked_in', ['operator', 'admin']],
  ...Object.fromEntries(
    ['draft', 'pending_consent', 'pending_payment', 'new', 'approved', 'confirmed'].map((s) => [
      `${s}/cancel`,
      [s, 'cancelled', ['tenant', 'operator', 'admin', 'system']],
    ]),
  ),
};

describe('booking machine', () => {
  for (const state of BOOKING_STATUSES) {
    for (const action of BOOKING_ACTIONS) {
      const legal = BOOKING_LEGAL[`${state}/${action}`];
      it(`${state} --${action}--> ${legal ? legal[1] : '104'}`, () => {
        for (const actor of ACTORS) {
          const result = bookingTransition(state, action, actor);
          if (!legal) expect(result).toEqual({ ok: false, code: 104 });
          else if (legal[2].includes(actor)) expect(result).toEqual({ ok: true, to: legal[1] });
          else expect(result).toEqual({ ok: false, code: 103 });
        }
      });
    }
  }

  it('submits to pending_consent when a credit check is required', () => {
    expect(bookingTransition('draft', 'submit', 'tenant', { isCreditCheckRequired: true })).toEqual({
      ok: true,
      to: 'pending_consent',
    });
    expect(bookingTransition('draft', 'submit', 'operator', { isCreditCheckRequired: true })).toEqual({
      ok: false,
      code: 103,
    });
    expect(bookingTransition('new', 'submit', 'tenant', { isCreditCheckRequired: true })).toEqual({
      ok: false,
      code: 104,
    });
  });

  it('checked-in, rejected and cancelled bookings are final', () => {
    for (const state of ['checked_in', 'rejected', 'cancelled'] as const)
      for (const action of BOOKING_ACTIONS) expect(bookingTransition(state, action, 'admin').ok).toBe(false);
  });
});

describe('appointment machine', () => {
  const legal: Record<string, [string, TActor[]]> = {
    'requested/approve': ['approved', ['operator', 'admin']],
    'approved/confirm': ['confirmed', ['operator', 'admin']],
    'requested/reject': ['rejected', ['operator', 'admin']],
    'requested/cancel': ['cancelled', ['tenant', 'operator', 'admin']],
    'approved/cancel': ['cancelled', ['tenant', 'operator', 'admin']],
    'requested/reschedule': ['requested', ['operator', 'admin']],
    'approved/reschedule': ['approved', ['operator', 'admin']],
  };
  for (const state of APPOINTMENT_STATUSES) {
    for (const action of APPOINTMENT_ACTIONS) {
      const rule = legal[`${state}/${action}`];
      it(`${state} --${action}--> ${rule ? rule[0] : '104'}`, () => {
        for (const actor of ACTORS) {
          const result = appointmentTransition(state, action, actor);
          if (!rule) expect(result).toEqual({ ok: false, code: 104 });
          else
            expect(result).toEqual(
              rule[1].includes(actor) ? { ok: true, to: rule[0] } : { ok: false, code: 103 },
            );
        }
      });
    }
  }
});

describe('refund machine', () => {
  const legal: Record<string, string> = {
    'requested/approve': 'approved',
    'requested/reject': 'rejected',
    'approved/mark_paid': 'refunded',
  };
  for (const state of REFUND_STATUSES) {
    for (const action of REFUND_ACTIONS) {
      const to = legal[`${state}/${action}`];
      it(`${state} --${action}--> ${to ?? '104'}`, () => {
        for (const actor of ACTORS) {
          const result = refundTransition(state, action, actor);
          if (!to) expect(result).toEqual({ ok: false, code: 104 });
          else
            expect(result).toEqual(
              actor === 'operator' || actor === 'admin' ? { ok: true, to } : { ok: false, code: 103 },
            );
        }
      });
    }
  }
});
