import { type TAgreementDetail, type TStampDutyResult, toDateString } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import { unsigned } from '../../../testing/files';
import { balanceOf } from '../../wallet/tests/money-kit';
import {
  adminToken,
  code,
  draftOf,
  fundWallet,
  makeWorld,
  ok,
  pdfFile,
  signedOf,
  type TTestApp,
  useAgreementsApp,
} from './agreements-kit';

// Stamp duty and stamping (product §10.3): the public calculator, the duty worked out when signed, the
// platform asked to stamp (wallet charged duty + fee, 777 when short), the certificate recorded.

let t: TTestApp;
useAgreementsApp((app) => {
  t = app;
});

describe('public-calculate-stamp-duty', () => {
  it('answers anyone with the duty, the duplicates and the total', async () => {
    const r = await ok<TStampDutyResult>(
      t,
      'public-calculate-stamp-duty',
      { monthly_rent_sen: 150_000, tenure_months: 12, copies: 1, signed_on: '2026-01-10' },
      {},
    );
    // RM18,000 a year → 72 units × RM1; one duplicate RM10.
    expect(r).toMatchObject({ rules: '2025', duty_sen: 7_200, duplicate_sen: 1_000, total_sen: 8_200 });
    expect(r.stamping_deadline).toBe('2026-02-09');
    const old = await ok<TStampDutyResult>(
      t,
      'public-calculate-stamp-duty',
      { monthly_rent_sen: 15_000, tenure_months: 12, copies: 1, signed_on: '2024-05-01' },
      {},
    );
    expect(old).toMatchObject({ rules: 'pre-2025', exempt: true, total_sen: 0 });
  });
  it('answers 101 per field in both languages', async () => {
    const en = await t.call(
      'public-calculate-stamp-duty',
      { monthly_rent_sen: 0, tenure_months: 'x', signed_on: '2025-02-30' },
      {},
    );
    expect(en.status_code).toBe(101);
    expect(Object.keys(en.errors ?? {}).sort()).toEqual(['monthly_rent_sen', 'signed_on', 'tenure_months']);
    const cn = await t.call(
      'public-calculate-stamp-duty',
      { monthly_rent_sen: 100, tenure_months: 12 },
      { lang: 'cn' },
    );
    expect(cn.errors?.signed_on).toBeTruthy();
  });
});

describe('stamping a signed agreement', () => {
  it('shows the duty once signed, charges the wallet when the platform stamps, then records the certificate', async () => {
    const w = await makeWorld(t);
    const admin = { token: await adminToken(t) };
    const signed = await signedOf(t, w);
    // RM1,500 × 12 = RM18,000 → RM72 duty; one duplicate by default.
    expect(signed.stamping).toMatchObject({
      status: 'pending',
      duty_sen: 7_200,
      duplicate_sen: 1_000,
      is_late: false,
    });
    expect(signed.stamping.deadline).not.toBeNull();
    const ask = { agreement_id: signed.id, copies: 2 };
    // Wallet empty: 777, nothing changes.
    expect(await code(t, 'user-request-agreement-stamping', ask, w.op)).toBe(777);
    expect(await code(t, 'user-request-agreement-stamping', ask, w.me)).toBe(103);
    const other = await makeWorld(t);
    expect(await code(t, 'user-request-agreement-stamping', ask, other.op)).toBe(102);
    await fundWallet(t, w, 20_000, admin);
    const requested = await ok(t, 'user-request-agreement-stamping', ask, w.op);
    // Duty RM72 + 2 duplicates RM20 + the default fee RM10.
    expect(requested.stamping).toMatchObject({
      status: 'duty_paid',
      copies: 2,
      duplicate_sen: 2_000,
      fee_sen: 1_000,
    });
    expect(await balanceOf(t, 'company', 'wallet', w.company.id)).toBe(20_000 - 10_200);
    expect(await code(t, 'user-request-agreement-stamping', ask, w.op)).toBe(104);
    // The certificate: a PDF is required; then the agreement is stamped.
    // Dated today: not before the signing, not in the future.
    const today = toDateString(new Date());
    const record = { agreement_id: signed.id, certificate_no: 'STMP-2026-001', stamped_on: today };
    expect(await code(t, 'admin-record-agreement-stamping', record, admin)).toBe(101);
    const certificate = pdfFile('%PDF-1.4\n% stamp certificate\n', 'cert.pdf');
    const stamped = await ok(t, 'admin-record-agreement-stamping', { ...record, certificate }, admin);
    expect(stamped).toMatchObject({ status: 'stamped' });
    expect(stamped.stamping).toMatchObject({
      status: 'stamped',
      certificate_no: 'STMP-2026-001',
      stamped_on: today,
    });
    expect(stamped.stamping.certificate_url).toMatch(/^\/files\//);
    expect(await code(t, 'user-record-agreement-stamping', { ...record, certificate }, w.op)).toBe(104);
  });

  it('dates a certificate between the signing and today (101), then the tenant and landlord read it', async () => {
    const w = await makeWorld(t);
    const admin = { token: await adminToken(t) };
    const signed = await signedOf(t, w);
    const certificate = pdfFile('%PDF-1.4\n% stamp certificate\n', 'cert.pdf');
    const record = (stamped_on: string, lang: 'en' | 'cn' = 'en') =>
      t.call<TAgreementDetail>(
        'admin-record-agreement-stamping',
        { agreement_id: signed.id, certificate_no: 'STMP-7', stamped_on, certificate },
        { ...admin, lang },
      );
    const early = await record('2020-01-01');
    expect([early.status_code, early.errors?.stamped_on]).toEqual([
      101,
      'The stamping date cannot be before the agreement was signed.',
    ]);
    const future = await record('2099-01-01', 'cn');
    expect([future.status_code, future.errors?.stamped_on]).toEqual([101, '盖印日期不能晚于今天。']);
    const stamped = await record(toDateString(new Date()));
    expect(stamped.status_code).toBe(100);
    // The parties see the certificate and may fetch its PDF; other tenants may not.
    const mine = await ok(t, 'user-get-agreement', { agreement_id: signed.id }, w.me);
    expect(mine.stamping).toMatchObject({ status: 'stamped', certificate_no: 'STMP-7' });
    const url = mine.stamping.certificate_url!;
    expect(url).toMatch(/^\/files\//);
    const fetchFile = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: unsigned(url),
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    expect(await fetchFile(w.me.token)).toBe(200);
    expect(await fetchFile(w.ll.token)).toBe(200);
    expect(await fetchFile(w.op.token)).toBe(200);
    const other = await makeWorld(t);
    expect(await fetchFile(other.me.token)).toBe(404);
    expect(await fetchFile(other.ll.token)).toBe(404);
  });

  it('refuses stamping before signing (104)', async () => {
    const w = await makeWorld(t);
    const draft = await draftOf(t, w);
    expect(await code(t, 'user-request-agreement-stamping', { agreement_id: draft.id }, w.op)).toBe(104);
  });
});

describe('agreement fees (admin)', () => {
  it('reads the defaults, saves both fees, and the next e-sign is charged at the new fee', async () => {
    const admin = { token: await adminToken(t) };
    const before = await ok(t, 'admin-get-agreement-fees', {}, admin);
    expect(before).toEqual({ stamping_fee_sen: 1_000, esign_fee_sen: 0 });
    const saved = await ok(
      t,
      'admin-update-agreement-fees',
      { stamping_fee_sen: 1_500, esign_fee_sen: 200 },
      admin,
    );
    expect(saved).toEqual({ stamping_fee_sen: 1_500, esign_fee_sen: 200 });
    expect(await ok(t, 'admin-get-agreement-fees', {}, admin)).toEqual(saved);
    // An empty wallet cannot pay the e-sign fee now: 777 and nothing is sent.
    const w = await makeWorld(t);
    const draft = await draftOf(t, w);
    expect(await code(t, 'user-send-agreement', { agreement_id: draft.id }, w.op)).toBe(777);
    await ok(t, 'admin-update-agreement-fees', { stamping_fee_sen: 1_000, esign_fee_sen: 0 }, admin);
  });

  it('refuses a negative or non-number fee with 101 per field, and is admin only', async () => {
    const admin = { token: await adminToken(t) };
    const res = await t.call(
      'admin-update-agreement-fees',
      { stamping_fee_sen: -1, esign_fee_sen: 'x' },
      admin,
    );
    expect(res.status_code).toBe(101);
    expect(Object.keys(res.errors ?? {}).sort()).toEqual(['esign_fee_sen', 'stamping_fee_sen']);
    const w = await makeWorld(t);
    expect(await code(t, 'admin-get-agreement-fees', {}, w.op)).toBe(802);
  });
});
