import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLedgerSound, verifyLedger } from '../../ledger/index';
import {
  balanceOf,
  createMoneyApp,
  makeAdminToken,
  makeOperator,
  pressButton,
  startTopup,
  type TMoneyApp,
} from '../../wallet/tests/money-kit';

// Gateway settlement: the simulator exports a day's report; importing it settles each matched payment
// once (gateway_clearing back toward zero, bank and fees), and reports unmatched and missing lines.

let t: TMoneyApp;
beforeAll(async () => {
  // Monday 4 May 2026, 10:00 in Kuala Lumpur: payments of today settle on Tuesday 5 May.
  t = await createMoneyApp(new Date('2026-05-04T02:00:00Z'));
});
afterAll(async () => {
  const check = await verifyLedger(t.database.db);
  expect(isLedgerSound(check), JSON.stringify(check)).toBe(true);
  await t.close();
});

type TDetail = {
  id: number;
  settled: number;
  unmatched: number;
  settled_amount_sen: number;
  fee_sen: number;
  items: { reference_number: string; status: string }[];
  missing: { payment_ref: string }[];
};

describe('platform gateway settlement', () => {
  it('exports the day, settles matched payments once, and lists unmatched and missing ones', async () => {
    const op = await makeOperator(t);
    const admin = await makeAdminToken(t);
    const paid = [await startTopup(t, op.token, 10_000), await startTopup(t, op.token, 5_000)];
    for (const p of paid) await pressButton(t, p.path, 'success');
    const unpaid = await startTopup(t, op.token, 2_000);
    await pressButton(t, unpaid.path, 'failure');

    const exported = await t.call<{ csv: string; lines: number; file_name: string }>(
      'public-dev-export-gateway-settlement',
      {
        date: '2026-05-05',
      },
    );
    expect(exported.data?.file_name).toBe('payex-settlement-2026-05-05.csv');
    const csv = exported.data!.csv;
    expect(csv.split('\n')[0]).toBe('reference_number,txn_id,amount,fee,settled_date');
    for (const p of paid) expect(csv).toContain(`${p.ref},`);
    expect(csv).toContain('100.00,1.00,2026-05-05');
    expect(csv).not.toContain(unpaid.ref);
    expect(
      (await t.call<{ lines: number }>('public-dev-export-gateway-settlement', { date: '2026-05-04' })).data
        ?.lines,
    ).toBe(0);

    // The file holds only the first payment, plus a line nobody knows and the failed payment.
    const first = csv.split('\n').find((l) => l.startsWith(paid[0]!.ref))!;
    const partial = [
      'reference_number,txn_id,amount,fee,settled_date',
      first,
      'SW000000UNKNOWN1,X1,12.00,0.50,2026-05-05',
      `${unpaid.ref},X2,20.00,1.00,2026-05-05`,
    ].join('\r\n');
    const clearingBefore = await balanceOf(t, 'platform', 'gateway_clearing');
    const imported = await t.call<TDetail>(
      'admin-import-gateway-settlement',
      { csv: partial, file_name: 'may5.csv' },
      { token: admin },
    );
    expect(imported.status_code).toBe(100);
    expect(imported.data).toMatchObject({
      settled: 1,
      unmatched: 2,
      settled_amount_sen: 10_000,
      fee_sen: 100,
    });
    expect(imported.data!.items.map((i) => i.status)).toEqual(['settled', 'unmatched', 'unmatched']);
    expect(imported.data!.missing.map((m) => m.payment_ref)).toContain(paid[1]!.ref);
    expect((await balanceOf(t, 'platform', 'gateway_clearing')) - clearingBefore).toBe(10_000);
    expect(await balanceOf(t, 'platform', 'bank')).toBe(-9_900);
    expect(await balanceOf(t, 'platform', 'gateway_fees')).toBe(-100);

    // The full export afterwards: the first is already settled, the second settles now.
    const again = await t.call<TDetail>('admin-import-gateway-settlement', { csv }, { token: admin });
    expect(again.data!.items.map((i) => [i.reference_number, i.status])).toEqual(
      expect.arrayContaining([
        [paid[0]!.ref, 'already_settled'],
        [paid[1]!.ref, 'settled'],
      ]),
    );
    const detail = await t.call<TDetail>(
      'admin-get-gateway-settlement',
      { id: imported.data!.id },
      { token: admin },
    );
    expect(detail.data!.missing).toEqual([]);
    const list = await t.call<{ total: number }>('admin-list-gateway-settlements', {}, { token: admin });
    expect(list.data!.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a file without the columns, or with a bad line (101)', async () => {
    const admin = await makeAdminToken(t);
    const noCols = await t.call('admin-import-gateway-settlement', { csv: 'ref,amt\nA,1' }, { token: admin });
    expect([noCols.status_code, noCols.errors?.csv]).toEqual([
      101,
      expect.stringContaining('reference_number'),
    ]);
    const bad = 'reference_number,amount,fee,settled_date\nSW1,12.345,0,2026-05-05';
    expect(
      (await t.call('admin-import-gateway-settlement', { csv: bad }, { token: admin })).status_code,
    ).toBe(101);
    const empty = 'reference_number,amount,fee,settled_date\n';
    expect(
      (await t.call('admin-import-gateway-settlement', { csv: empty }, { token: admin })).status_code,
    ).toBe(101);
  });
});

describe('company gateway settlement', () => {
  it('sees only its own reports; platform payments never match a company report', async () => {
    const a = await makeOperator(t);
    const b = await makeOperator(t);
    const top = await startTopup(t, a.token, 3_000);
    await pressButton(t, top.path, 'success');
    const csv = `reference_number,amount,fee,settled_date\n${top.ref},30.00,1.00,2026-05-05`;
    const res = await t.call<TDetail>('user-import-gateway-settlement', { csv }, { token: a.token });
    // A wallet top-up went through the platform's gateway, not the company's: unmatched here.
    expect(res.data).toMatchObject({ settled: 0, unmatched: 1 });
    expect(
      (await t.call('user-get-gateway-settlement', { id: res.data!.id }, { token: a.token })).status_code,
    ).toBe(100);
    expect(
      (await t.call('user-get-gateway-settlement', { id: res.data!.id }, { token: b.token })).status_code,
    ).toBe(102);
    expect(
      (await t.call<{ total: number }>('user-list-gateway-settlements', {}, { token: b.token })).data!.total,
    ).toBe(0);
    expect(
      (await t.call<{ total: number }>('user-list-gateway-settlements', {}, { token: a.token })).data!.total,
    ).toBe(1);
  });
});
