import { creditCheckSettings, creditChecks } from '@sewa/db';
import { makeAdmin, makeOperatorCompany, makeSession } from '@sewa/db/testing';
import { pngFile } from '@sewa/domain/testing/png';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../modules/wallet/tests/money-kit';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { CreditBureauError } from '../bureau';
import { buildBatchXml, createCtosEnqwsBureau, parseReportXml } from '../ctos-enqws-adapter';
import { FAKE_ACCOUNT, RECORDED_REPORT, startCtosFake } from './ctos-fake';

// The ENQWS adapter against a local fake of the SOAP service on 127.0.0.1: the request it sends, the
// report it reads, a SOAP fault and a timeout; then a whole walk-in check with the CTOS setting active.

let fake: Awaited<ReturnType<typeof startCtosFake>>;
beforeAll(async () => {
  fake = await startCtosFake();
});
afterAll(() => fake.close());

const settings = () => ({
  endpointUrl: fake.url,
  companyCode: FAKE_ACCOUNT.companyCode,
  accountNo: FAKE_ACCOUNT.accountNo,
  userId: FAKE_ACCOUNT.userId,
  password: FAKE_ACCOUNT.password,
});
const subject = { name: 'Lim Wei <Jie> & Co', icNumber: '900101145678', reference: 'SEWA-1-ABCD' };

describe('CTOS ENQWS adapter', () => {
  it('sends the batch (type 11, nic_br, purpose 200, CCRIS, eTR+ and consent) with HTTP Basic', async () => {
    const ctos = createCtosEnqwsBureau({ timeoutMs: 2_000 });
    const result = await ctos.fetchReport(settings(), subject);
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Basic ${Buffer.from('sewa_api:ctos-pw-1').toString('base64')}`);
    expect(sent.batch).toMatchObject({
      '@_output': '0',
      company_code: 'SEWA01',
      account_no: '000123',
      user_id: 'sewa_api',
      records: {
        type: '11',
        nic_br: '900101145678',
        name: 'Lim Wei <Jie> & Co',
        ref_no: 'SEWA-1-ABCD',
        purpose: { '@_code': '200' },
        include_ccris: { '#text': '1' },
        include_trex: '1',
        include_consent: '1',
      },
    });
    expect(result.score).toBe(702);
    expect(result.raw).toBe(RECORDED_REPORT);
    expect(result.report).toEqual({
      score: 702,
      grade: 'B',
      facilities: [
        {
          lender: 'Malayan Banking Berhad',
          facility: 'Housing Loan',
          limit_sen: 45_000_000,
          outstanding_sen: 31_245_510,
          conduct: [0, 1, 0],
        },
        {
          lender: 'Cimb Bank Berhad',
          facility: 'Credit Card',
          limit_sen: 1_200_000,
          outstanding_sen: 153_450,
          conduct: [0],
        },
      ],
      legal_cases: [
        {
          kind: 'Civil Suit',
          court: 'SESSIONS COURT KUALA LUMPUR',
          amount_sen: 820_000,
          filed_on: '2024-03-05',
          status: 'Settled',
        },
      ],
      trade_references: [{ creditor: 'Tenaga Nasional Berhad', amount_sen: 24_560, status: 'Paid' }],
    });
  });

  it('escapes what it sends', () => {
    const xml = buildBatchXml(settings(), subject);
    expect(xml).toContain('<name>Lim Wei &lt;Jie&gt; &amp; Co</name>');
    expect(xml).toContain('<purpose code="200">');
  });

  it('turns a SOAP fault, wrong credentials, a timeout and a report without enquiry into CreditBureauError', async () => {
    const ctos = createCtosEnqwsBureau({ timeoutMs: 300 });
    await expect(ctos.fetchReport(settings(), { ...subject, icNumber: '900101140001' })).rejects.toThrow(
      /Invalid account/,
    );
    await expect(ctos.fetchReport({ ...settings(), password: 'wrong' }, subject)).rejects.toBeInstanceOf(
      CreditBureauError,
    );
    const started = Date.now();
    await expect(
      ctos.fetchReport(settings(), { ...subject, icNumber: '900101140002' }),
    ).rejects.toBeInstanceOf(CreditBureauError);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(ctos.fetchReport({ ...settings(), password: null }, subject)).rejects.toThrow(/incomplete/);
    expect(() => parseReportXml('<report><enq_report/></report>')).toThrow(CreditBureauError);
    expect(() => parseReportXml('not xml <<<')).toThrow(CreditBureauError);
  });
});

describe('a credit check through CTOS', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ ctosTimeoutMs: 300 });
  });
  afterAll(() => t.close());

  it('uses the active CTOS setting: charged on a report, nothing on a fault or timeout', async () => {
    const db = t.database.db;
    const adminToken = await makeSession(db, { kind: 'admin', id: (await makeAdmin(db)).id });
    const list = await t.call<{ id: number }[]>(
      'admin-list-credit-check-settings',
      {},
      { token: adminToken },
    );
    const [ctos] = await db
      .insert(creditCheckSettings)
      .values({ provider: 'ctos', feeSen: 2_500 })
      .returning();
    const activate = await t.call(
      'admin-update-credit-check-setting',
      {
        id: ctos!.id,
        fee_sen: 2_500,
        is_active: true,
        endpoint_url: fake.url,
        company_code: FAKE_ACCOUNT.companyCode,
        account_no: FAKE_ACCOUNT.accountNo,
        user_id: FAKE_ACCOUNT.userId,
        password: FAKE_ACCOUNT.password,
      },
      { token: adminToken },
    );
    expect(activate.status_code).toBe(100);
    expect(list.data).toHaveLength(1);

    const { company, operator } = await makeOperatorCompany(db);
    const token = await makeSession(db, { kind: 'user', id: operator.id });
    await t.call(
      'admin-adjust-wallet',
      { company_id: company.id, amount_sen: 10_000, reason: 'credit' },
      { token: adminToken },
    );
    const consent = pngFile(60, 80, 'consent.png');

    const ok = await t.call<{ status: string; provider: string; score: number; fee_sen: number }>(
      'user-create-credit-check',
      { name: 'Lim Wei Jie', ic_number: '900101145678', consent },
      { token },
    );
    expect(ok.status_code).toBe(100);
    expect(ok.data).toMatchObject({ status: 'completed', provider: 'ctos', score: 702, fee_sen: 2_500 });
    expect(await balanceOf(t, 'company', 'wallet', company.id)).toBe(7_500);

    for (const ic of ['900101140001', '900101140002']) {
      const failed = await t.call<{ status: string; fee_sen: number }>(
        'user-create-credit-check',
        { name: 'Lim Wei Jie', ic_number: ic, consent },
        { token },
      );
      expect(failed.data).toMatchObject({ status: 'failed', fee_sen: 0 });
    }
    expect(await balanceOf(t, 'company', 'wallet', company.id)).toBe(7_500);
    const rows = await db.select().from(creditChecks).where(eq(creditChecks.companyId, company.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['completed', 'failed', 'failed']);
  });
});
