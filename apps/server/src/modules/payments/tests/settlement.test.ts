import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';
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
  await expectLedgerSound(t.database.db);
  await t.close();
});

/** The report as the screens send it: the file field `csv`. */
const csvFile = (text: string, name = 'settlement.csv') => new File([text], name, { type: 'text/csv' });

type TDetail = {
  id: number;
  file_name: string | null;
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
      { csv: csvFile(partial, 'C:\\Reports\\payex-may5.csv'), file_name: 'May 5 report' },
      { token: admin },
    );
    expect(imported.status_code).toBe(100);
    expect(imported.data).toMatchObject({
      file_name: 'May 5 report',
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
    const again = await t.call<TDetail>(
      'admin-import-gateway-settlement',
      { csv: csvFile(csv, exported.data!.file_name) },
      { token: admin },
    );
    // Without a file_name the uploaded file's own name is kept.
    expect(again.data!.file_name).toBe('payex-settlement-2026-05-05.csv');
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

  it('takes the report only as a CSV file: no file, a binary file or a text field is refused (101)', async () => {
    const admin = await makeAdminToken(t);
    const none = await t.call('admin-import-gateway-settlement', {}, { token: admin });
    expect([none.status_code, none.errors?.csv]).toEqual([101, 'This field is required.']);
    const pdf = new File(['%PDF-1.4\n'], 'report.csv', { type: 'text/csv' });
    const binary = await t.call('admin-import-gateway-settlement', { csv: pdf }, { token: admin });
    expect([binary.status_code, binary.errors?.csv]).toEqual([
      101,
      'Only CSV files are accepted. Please upload a valid file type.',
    ]);
    const latin1 = new File([new Uint8Array([0x41, 0xe9, 0x2c, 0x31])], 'report.csv', { type: 'text/csv' });
    expect(
      (await t.call('admin-import-gateway-settlement', { csv: latin1 }, { token: admin })).status_code,
    ).toBe(101);
    const cn = await t.call(
      'admin-import-gateway-settlement',
      { csv: new File([new Uint8Array([0, 1, 2])], 'x.csv') },
      { token: admin, lang: 'cn' },
    );
    expect(cn.errors?.csv).toBe('仅接受 CSV 文件。请上传有效的文件类型。');
    // The old text field is no longer a way in: a text field named csv is not a file.
    const text = await t.call(
      'admin-import-gateway-settlement',
      { csv: 'reference_number,amount,fee,settled_date\nSW1,1.00,0,2026-05-05' },
      { token: admin },
    );
    expect(text.status_code).toBe(101);
  });

  it('refuses a file without the columns, or with a bad line (101)', async () => {
    const admin = await makeAdminToken(t);
    const noCols = await t.call(
      'admin-import-gateway-settlement',
      { csv: csvFile('ref,amt\nA,1') },
      { token: admin },
    );
    expect([noCols.status_code, noCols.errors?.csv]).toEqual([
      101,
      expect.stringContaining('reference_number'),
    ]);
    const bad = 'reference_number,amount,fee,settled_date\nSW1,12.345,0,2026-05-05';
    expect(
      (await t.call('admin-import-gateway-settlement', { csv: csvFile(bad) }, { token: admin })).status_code,
    ).toBe(101);
    const empty = 'reference_number,amount,fee,settled_date\n';
    expect(
      (await t.call('admin-import-gateway-settlement', { csv: csvFile(empty) }, { token: admin }))
        .status_code,
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
    const res = await t.call<TDetail>(
      'user-import-gateway-settlement',
      { csv: csvFile(csv) },
      { token: a.token },
    );
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
