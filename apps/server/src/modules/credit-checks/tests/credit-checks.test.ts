import { auditLog, creditCheckSettings, creditChecks, files, ledgerTransfers } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeBookableRental,
  makeBooking,
  makeFileRow,
  makeOperatorCompany,
  makeSession,
  makeTeamMember,
} from '@sewa/db/testing';
import { pngFile } from '@sewa/domain/testing/png';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { readStoredBytes } from '../../files/storage';
import { balanceOf } from '../../wallet/tests/money-kit';

// Credit checks (CTOS) through the real envelope with the simulator: IC ending in 0 → bad report,
// 9 → bureau failure, anything else → good (docs/decisions/0018-credit-checks.md).

type TDetail = {
  id: number;
  status: string;
  fee_sen: number;
  score: number | null;
  ic_number: string;
  booking_id: number | null;
  report: {
    score: number;
    grade: string;
    facilities: unknown[];
    legal_cases: unknown[];
    trade_references: unknown[];
  } | null;
  report_pdf_url: string | null;
  consent_url: string | null;
};

let t: TTestApp;
let adminToken: string;
let ownerToken: string;
let companyId: number;
let ownerId: number;

async function fund(id: number, sen: number) {
  const res = await t.call(
    'admin-adjust-wallet',
    { company_id: id, amount_sen: sen, reason: 'test credit' },
    { token: adminToken },
  );
  expect(res.status_code).toBe(100);
}

/** A paid booking (status new) of the test company whose applicant signed the consent. */
async function paidBooking(
  values: {
    idNumber?: string;
    status?: 'new' | 'pending_payment' | 'rejected';
    consent?: boolean;
    owner?: Awaited<ReturnType<typeof makeOperatorCompany>>;
  } = {},
) {
  const db = t.database.db;
  const owner = values.owner ?? {
    company: { id: companyId, ownerUserId: ownerId } as never,
    operator: { id: ownerId } as never,
  };
  const { rental } = await makeBookableRental(db, { owner, isCreditCheckRequired: true });
  const tenant = await makeAccount(db, 'tenant', { name: 'Aina binti Ahmad' });
  const consent = await makeFileRow(db, {
    companyId: rental.companyId,
    ownerKind: 'user',
    ownerId: tenant.id,
  });
  return makeBooking(db, {
    rental,
    userId: tenant.id,
    status: values.status ?? 'new',
    idNumber: values.idNumber ?? '900101145678',
    consentFileId: values.consent === false ? null : consent.id,
    consentSignedAt: values.consent === false ? null : new Date(),
  });
}

const checksOfCompany = (id: number) =>
  t.database.db.select().from(creditChecks).where(eq(creditChecks.companyId, id));

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  const db = t.database.db;
  adminToken = await makeSession(db, { kind: 'admin', id: (await makeAdmin(db)).id });
  const { company, operator } = await makeOperatorCompany(db, { company: { name: 'Kita Homes Sdn Bhd' } });
  companyId = company.id;
  ownerId = operator.id;
  ownerToken = await makeSession(db, { kind: 'user', id: operator.id });
});
afterAll(() => t.close());

describe('credit-check settings', () => {
  it('makes the default setting on first read: simulator, RM 15.00, active, no password', async () => {
    const res = await t.call<
      { id: number; provider: string; fee_sen: number; is_active: boolean; has_password: boolean }[]
    >('admin-list-credit-check-settings', {}, { token: adminToken });
    expect(res.status_code).toBe(100);
    expect(res.data).toHaveLength(1);
    expect(res.data![0]).toMatchObject({
      provider: 'simulator',
      fee_sen: 1500,
      is_active: true,
      has_password: false,
    });
    // Reading again makes no second row.
    await t.call('admin-list-credit-check-settings', {}, { token: adminToken });
    expect(await t.database.db.select().from(creditCheckSettings)).toHaveLength(1);
  });

  it('seals the password, never returns it, keeps one row active, and audits the change', async () => {
    const db = t.database.db;
    const [ctos] = await db
      .insert(creditCheckSettings)
      .values({ provider: 'ctos', feeSen: 2000, isActive: false })
      .returning();
    // An incomplete CTOS account cannot be activated.
    const incomplete = await t.call(
      'admin-update-credit-check-setting',
      { id: ctos!.id, fee_sen: 2000, is_active: true },
      { token: adminToken },
    );
    expect(incomplete.status_code).toBe(101);
    expect(Object.keys(incomplete.errors ?? {})).toEqual(
      expect.arrayContaining(['endpoint_url', 'password']),
    );

    const res = await t.call<Record<string, unknown>>(
      'admin-update-credit-check-setting',
      {
        id: ctos!.id,
        fee_sen: 2000,
        is_active: true,
        endpoint_url: 'https://enq.ctos.com.my/ctos_secure/Proxy',
        company_code: 'SEWA01',
        account_no: '000123',
        user_id: 'sewa_api',
        password: 'ctos-secret-pw',
      },
      { token: adminToken },
    );
    expect(res.status_code).toBe(100);
    expect(res.data).toMatchObject({ provider: 'ctos', is_active: true, has_password: true });
    expect(JSON.stringify(res.data)).not.toContain('ctos-secret-pw');
    const rows = await db.select().from(creditCheckSettings).orderBy(creditCheckSettings.id);
    expect(rows.filter((r) => r.isActive).map((r) => r.provider)).toEqual(['ctos']);
    expect(rows.find((r) => r.provider === 'ctos')!.passwordSealed).toMatch(/^v1:/);

    // Switching the active row off is refused: activate the other instead (which keeps the password).
    const off = await t.call(
      'admin-update-credit-check-setting',
      { id: ctos!.id, fee_sen: 2000, is_active: false },
      { token: adminToken },
    );
    expect(off.status_code).toBe(104);
    const back = await t.call(
      'admin-update-credit-check-setting',
      { id: rows[0]!.id, fee_sen: 1500, is_active: true },
      { token: adminToken },
    );
    expect(back.status_code).toBe(100);
    const after = await db.select().from(creditCheckSettings).orderBy(creditCheckSettings.id);
    expect(after.map((r) => [r.provider, r.isActive])).toEqual([
      ['simulator', true],
      ['ctos', false],
    ]);
    expect(after[1]!.passwordSealed).toBe(rows[1]!.passwordSealed);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, 'credit_check_setting'));
    expect(audits.map((a) => a.entityId).sort()).toEqual([String(ctos!.id), String(rows[0]!.id)].sort());

    const missing = await t.call('admin-get-credit-check-setting', { id: 999_999 }, { token: adminToken });
    expect(missing.status_code).toBe(102);
    const zero = await t.call(
      'admin-update-credit-check-setting',
      { id: rows[0]!.id, fee_sen: 0, is_active: true },
      { token: adminToken },
    );
    expect(zero.status_code).toBe(101);
  });
});

describe('user-run-credit-check', () => {
  it('runs once for a paid, consented booking: report, PDF, wallet −fee and platform revenue +fee, exactly once', async () => {
    await fund(companyId, 50_000);
    const revenueBefore = await balanceOf(t, 'platform', 'platform_revenue');
    const booking = await paidBooking({ idNumber: '880808085123' });
    const res = await t.call<TDetail>(
      'user-run-credit-check',
      { booking_id: booking.id },
      { token: ownerToken },
    );
    expect(res.status_code).toBe(100);
    const check = res.data!;
    expect(check).toMatchObject({
      status: 'completed',
      fee_sen: 1500,
      booking_id: booking.id,
      ic_number: '880808085123',
    });
    expect(check.score).toBeGreaterThanOrEqual(650);
    expect(check.report!.legal_cases).toEqual([]);
    expect(check.report_pdf_url).toMatch(/^\/files\/\d+\//);
    expect(check.consent_url).toMatch(/^\/files\/\d+\//);
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(48_500);
    expect(await balanceOf(t, 'platform', 'platform_revenue')).toBe(revenueBefore + 1_500);
    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `ctos:${check.id}`));
    expect(transfer).toMatchObject({
      kind: 'platform_charge',
      referenceType: 'credit_check',
      referenceId: String(check.id),
    });

    // The PDF is a real PDF, private to the company.
    const fileId = Number(check.report_pdf_url!.split('/')[2]);
    const [file] = await t.database.db.select().from(files).where(eq(files.id, fileId));
    expect(file).toMatchObject({ companyId, visibility: 'private', mime: 'application/pdf' });
    const bytes = await readStoredBytes(t.services.config.dataDir, file!);
    expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');

    // A second run of the same booking is refused and charges nothing.
    const again = await t.call('user-run-credit-check', { booking_id: booking.id }, { token: ownerToken });
    expect(again.status_code).toBe(104);
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(48_500);
  });

  it('two runs at once: one report, one charge', async () => {
    const before = await balanceOf(t, 'company', 'wallet', companyId);
    const booking = await paidBooking({ idNumber: '910203105557' });
    const [a, b] = await Promise.all([
      t.call('user-run-credit-check', { booking_id: booking.id }, { token: ownerToken }),
      t.call('user-run-credit-check', { booking_id: booking.id }, { token: ownerToken }),
    ]);
    expect([a.status_code, b.status_code].sort()).toEqual([100, 104]);
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(before - 1_500);
    const rows = await t.database.db
      .select()
      .from(creditChecks)
      .where(eq(creditChecks.bookingId, booking.id));
    expect(rows).toHaveLength(1);
  });

  it('a bad report (IC ending in 0): score below 500, arrears, one legal case', async () => {
    const booking = await paidBooking({ idNumber: '850505105550' });
    const res = await t.call<TDetail>(
      'user-run-credit-check',
      { booking_id: booking.id },
      { token: ownerToken },
    );
    expect(res.status_code).toBe(100);
    expect(res.data!.score).toBeLessThan(500);
    expect(res.data!.report!.legal_cases).toHaveLength(1);
    expect(res.data!.report!.facilities.length).toBeGreaterThan(0);
  });

  it('a bureau failure (IC ending in 9) is stored as failed and charges nothing', async () => {
    const before = await balanceOf(t, 'company', 'wallet', companyId);
    const booking = await paidBooking({ idNumber: '870707075559' });
    const res = await t.call<TDetail>(
      'user-run-credit-check',
      { booking_id: booking.id },
      { token: ownerToken },
    );
    expect(res.status_code).toBe(100);
    expect(res.data).toMatchObject({
      status: 'failed',
      fee_sen: 0,
      score: null,
      report: null,
      report_pdf_url: null,
    });
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(before);
  });

  it('777 when the wallet is short, and then nothing is stored or charged', async () => {
    const db = t.database.db;
    const poor = await makeOperatorCompany(db);
    const token = await makeSession(db, { kind: 'user', id: poor.operator.id });
    await fund(poor.company.id, 1_000);
    const booking = await paidBooking({ owner: poor });
    const res = await t.call('user-run-credit-check', { booking_id: booking.id }, { token });
    expect(res.status_code).toBe(777);
    expect(await checksOfCompany(poor.company.id)).toEqual([]);
    expect(await balanceOf(t, 'company', 'wallet', poor.company.id)).toBe(1_000);
  });

  it('104 without a signed consent or before payment; 102 for another company; 103 without the privilege', async () => {
    const db = t.database.db;
    const noConsent = await paidBooking({ consent: false });
    expect(
      (await t.call('user-run-credit-check', { booking_id: noConsent.id }, { token: ownerToken }))
        .status_code,
    ).toBe(104);
    const unpaid = await paidBooking({ status: 'pending_payment' });
    expect(
      (await t.call('user-run-credit-check', { booking_id: unpaid.id }, { token: ownerToken })).status_code,
    ).toBe(104);
    const rejected = await paidBooking({ status: 'rejected' });
    expect(
      (await t.call('user-run-credit-check', { booking_id: rejected.id }, { token: ownerToken })).status_code,
    ).toBe(104);

    const other = await makeOperatorCompany(db);
    const otherToken = await makeSession(db, { kind: 'user', id: other.operator.id });
    const mine = await paidBooking();
    expect(
      (await t.call('user-run-credit-check', { booking_id: mine.id }, { token: otherToken })).status_code,
    ).toBe(102);
    expect(
      (await t.call('user-run-credit-check', { booking_id: 999_999 }, { token: ownerToken })).status_code,
    ).toBe(102);

    const member = await makeTeamMember(db, companyId, ownerId, ['rental-booking']);
    const memberToken = await makeSession(db, { kind: 'user', id: member.id });
    expect(
      (await t.call('user-run-credit-check', { booking_id: mine.id }, { token: memberToken })).status_code,
    ).toBe(103);
    const checker = await makeTeamMember(db, companyId, ownerId, ['ctos']);
    const checkerToken = await makeSession(db, { kind: 'user', id: checker.id });
    expect(
      (await t.call('user-run-credit-check', { booking_id: mine.id }, { token: checkerToken })).status_code,
    ).toBe(100);

    const tenant = await makeAccount(db, 'tenant');
    const tenantToken = await makeSession(db, { kind: 'user', id: tenant.id });
    expect(
      (await t.call('user-run-credit-check', { booking_id: mine.id }, { token: tenantToken })).status_code,
    ).toBe(103);
  });
});

describe('user-create-credit-check (walk-in)', () => {
  it('runs with the uploaded consent (kept private) and charges the wallet', async () => {
    const before = await balanceOf(t, 'company', 'wallet', companyId);
    const res = await t.call<TDetail>(
      'user-create-credit-check',
      { name: 'Tan Mei Ling', ic_number: '920315145672', consent: pngFile(600, 800, 'consent.png') },
      { token: ownerToken },
    );
    expect(res.status_code).toBe(100);
    expect(res.data).toMatchObject({ status: 'completed', booking_id: null, fee_sen: 1500 });
    expect(res.data!.consent_url).toMatch(/^\/files\/\d+\//);
    const consentId = Number(res.data!.consent_url!.split('/')[2]);
    const [consent] = await t.database.db.select().from(files).where(eq(files.id, consentId));
    expect(consent).toMatchObject({ companyId, visibility: 'private' });
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(before - 1_500);
  });

  it('101 for a bad IC (format or date) or a missing consent, in en and cn', async () => {
    const consent = pngFile(60, 80, 'consent.png');
    const short = await t.call(
      'user-create-credit-check',
      { name: 'A', ic_number: '12345', consent },
      { token: ownerToken },
    );
    expect(short.status_code).toBe(101);
    expect(short.errors?.ic_number).toMatch(/12-digit MyKad/);
    const badDate = await t.call(
      'user-create-credit-check',
      { name: 'A', ic_number: '901340145678', consent },
      { token: ownerToken, lang: 'cn' },
    );
    expect(badDate.status_code).toBe(101);
    expect(badDate.errors?.ic_number).toMatch(/身份证/);
    const noFile = await t.call(
      'user-create-credit-check',
      { name: 'A', ic_number: '900101145678' },
      { token: ownerToken },
    );
    expect(noFile.status_code).toBe(101);
    expect(noFile.errors).toHaveProperty('consent');
  });
});

describe('listing and reading checks', () => {
  it('lists the company’s checks with the IC masked and the current fee; the detail shows it whole', async () => {
    const res = await t.call<{
      items: { id: number; ic_number: string; company_id: number }[];
      total: number;
      fee_sen: number;
    }>('user-list-credit-checks', {}, { token: ownerToken });
    expect(res.status_code).toBe(100);
    expect(res.data!.fee_sen).toBe(1500);
    expect(res.data!.total).toBeGreaterThanOrEqual(4);
    expect(res.data!.items.every((i) => i.company_id === companyId)).toBe(true);
    expect(res.data!.items.every((i) => /^\*{8}\d{4}$/.test(i.ic_number))).toBe(true);
    const search = await t.call<{ items: { subject_name: string }[] }>(
      'user-list-credit-checks',
      { search: 'Tan Mei' },
      { token: ownerToken },
    );
    expect(search.data!.items.map((i) => i.subject_name)).toEqual(['Tan Mei Ling']);

    const first = res.data!.items[0]!;
    const detail = await t.call<TDetail>('user-get-credit-check', { id: first.id }, { token: ownerToken });
    expect(detail.data!.ic_number).toMatch(/^\d{12}$/);

    const other = await makeOperatorCompany(t.database.db);
    const otherToken = await makeSession(t.database.db, { kind: 'user', id: other.operator.id });
    expect((await t.call('user-get-credit-check', { id: first.id }, { token: otherToken })).status_code).toBe(
      102,
    );
    const otherList = await t.call<{ total: number }>('user-list-credit-checks', {}, { token: otherToken });
    expect(otherList.data!.total).toBe(0);

    const admin = await t.call<{ total: number }>(
      'admin-list-credit-checks',
      { company_id: companyId },
      { token: adminToken },
    );
    expect(admin.data!.total).toBe(res.data!.total);
    const adminDetail = await t.call<TDetail>(
      'admin-get-credit-check',
      { id: first.id },
      { token: adminToken },
    );
    expect(adminDetail.data!.ic_number).toMatch(/^\d{12}$/);
    const subAdmin = await makeAdmin(t.database.db, { privileges: ['rental-booking'] });
    const subToken = await makeSession(t.database.db, { kind: 'admin', id: subAdmin.id });
    expect((await t.call('admin-list-credit-checks', {}, { token: subToken })).status_code).toBe(103);
  });
});
