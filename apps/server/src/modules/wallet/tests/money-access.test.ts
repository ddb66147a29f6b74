import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkCallAccess,
  describeOutcomes,
  freshIp,
  makeMatrixCallers,
  type TMatrixCallers,
} from '../../../testing/access-matrix';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { jobCalls } from '../../jobs/calls';
import { paymentCalls } from '../../payments/calls';
import { productCalls } from '../../products/calls';
import { walletCalls } from '../calls';

// Every money call as every kind of caller (allowed, 103, 802), and malformed input (101) for an
// allowed caller. Other companies' records (102) are covered in each module's own tests.

const MONEY_CALLS = [...jobCalls, ...paymentCalls, ...walletCalls, ...productCalls];
// Calls without input fields have nothing to refuse.
const NO_INPUT = [
  'user-get-wallet',
  'user-get-payment-gateway',
  'user-verify-payment-gateway',
  'admin-list-jobs',
];
const BAD_INPUT = {
  id: 'x',
  company_id: 'x',
  amount_sen: 'x',
  payment_ref: '',
  outcome: 'x',
  as_of: 'yesterday',
  csv: '',
  date: '2026-02-30',
  page: 'x',
  from: 'x',
  name_en: '',
  rate_bp: 'x',
};

let t: TTestApp;
let callers: TMatrixCallers;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  callers = await makeMatrixCallers(t);
});
afterAll(() => t.close());

describe('money calls: access matrix', () => {
  for (const call of MONEY_CALLS) {
    it(`${call.name}: ${describeOutcomes(call)}`, async () => {
      expect(await checkCallAccess(t, callers, call)).toEqual([]);
    });
  }

  it('gates every operator and admin call by a privilege', () => {
    for (const call of MONEY_CALLS.filter((c) => c.audience !== 'public' && c.name !== 'user-get-payment')) {
      expect(call.privilege, call.name).not.toBeNull();
    }
    expect(MONEY_CALLS.filter((c) => c.audience === 'public').every((c) => c.devOnly)).toBe(true);
  });

  it('answers malformed input with 101', async () => {
    for (const call of MONEY_CALLS.filter((c) => !NO_INPUT.includes(c.name))) {
      const who = call.audience === 'admin' ? 'admin' : call.audience === 'public' ? 'public' : 'owner';
      const res = await t.call(call.name, BAD_INPUT, { token: await callers.tokenFor(who), ip: freshIp() });
      expect(res.status_code, call.name).toBe(101);
    }
  });

  it('refuses the development calls in production', async () => {
    const prod = await createTestApp({ appEnv: 'production' });
    try {
      for (const name of [
        'public-dev-run-jobs',
        'public-dev-complete-payment',
        'public-dev-export-gateway-settlement',
      ]) {
        const res = await prod.call(name, {});
        expect([name, res.status_code]).toEqual([name, 103]);
      }
    } finally {
      await prod.close();
    }
  });
});
