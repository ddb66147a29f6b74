import { describe, expect, it } from 'vitest';
import {
  agreementEditable,
  agreementTransition,
  esignStatus,
  nextSigner,
  signingMove,
  signingOrder,
} from './machines';

describe('agreement machine', () => {
  it('sends a draft, stamps a signed one and voids sent, signed or stamped ones', () => {
    expect(agreementTransition('draft', 'send', 'operator')).toEqual({ ok: true, to: 'pending_signatures' });
    expect(agreementTransition('signed', 'stamp', 'admin')).toEqual({ ok: true, to: 'stamped' });
    for (const s of ['pending_signatures', 'signed', 'stamped'] as const)
      expect(agreementTransition(s, 'void', 'operator')).toEqual({ ok: true, to: 'void' });
  });
  it('refuses illegal moves (104) and wrong actors (103)', () => {
    expect(agreementTransition('pending_signatures', 'send', 'operator')).toEqual({ ok: false, code: 104 });
    expect(agreementTransition('signed', 'delete', 'operator')).toEqual({ ok: false, code: 104 });
    expect(agreementTransition('draft', 'void', 'operator')).toEqual({ ok: false, code: 104 });
    expect(agreementTransition('void', 'void', 'operator')).toEqual({ ok: false, code: 104 });
    expect(agreementTransition('draft', 'send', 'tenant')).toEqual({ ok: false, code: 103 });
    expect(agreementTransition('draft', 'delete', 'admin')).toEqual({ ok: false, code: 103 });
  });
  it('is editable only as a draft', () => {
    expect(agreementEditable('draft')).toBe(true);
    expect(agreementEditable('pending_signatures')).toBe(false);
    expect(agreementEditable('signed')).toBe(false);
  });
});

describe('signing order', () => {
  it('puts the tenant first, the landlord next when a party, the operator last', () => {
    expect(signingOrder('tenancy', false)).toEqual(['tenant', 'operator']);
    expect(signingOrder('tenancy', true)).toEqual(['tenant', 'landlord', 'operator']);
    expect(signingOrder('pma', false)).toEqual(['landlord', 'operator']);
    expect(nextSigner(['tenant', 'operator'], ['tenant'])).toBe('operator');
    expect(nextSigner(['tenant', 'operator'], ['tenant', 'operator'])).toBeNull();
  });
  it('lets each party sign once, in turn, and completes on the last signature', () => {
    const order = signingOrder('tenancy', true);
    expect(signingMove('pending_signatures', order, [], 'tenant')).toEqual({
      ok: true,
      to: 'pending_signatures',
    });
    expect(signingMove('pending_signatures', order, [], 'operator')).toEqual({ ok: false, code: 104 });
    expect(signingMove('pending_signatures', order, ['tenant'], 'tenant')).toEqual({ ok: false, code: 104 });
    expect(signingMove('pending_signatures', order, ['tenant'], 'landlord')).toEqual({
      ok: true,
      to: 'pending_signatures',
    });
    expect(signingMove('pending_signatures', order, ['tenant', 'landlord'], 'operator')).toEqual({
      ok: true,
      to: 'signed',
    });
  });
  it('refuses a signature outside pending_signatures (104) or from a non-party (103)', () => {
    expect(signingMove('draft', ['tenant', 'operator'], [], 'tenant')).toEqual({ ok: false, code: 104 });
    expect(signingMove('signed', ['tenant', 'operator'], ['tenant', 'operator'], 'operator')).toEqual({
      ok: false,
      code: 104,
    });
    expect(signingMove('pending_signatures', ['tenant', 'operator'], [], 'landlord')).toEqual({
      ok: false,
      code: 103,
    });
  });
  it('derives the e-sign status', () => {
    expect(esignStatus('draft', 0)).toBe('not_sent');
    expect(esignStatus('pending_signatures', 0)).toBe('awaiting');
    expect(esignStatus('pending_signatures', 1)).toBe('partially_signed');
    expect(esignStatus('stamped', 2)).toBe('completed');
    expect(esignStatus('void', 1)).toBe('void');
  });
});
