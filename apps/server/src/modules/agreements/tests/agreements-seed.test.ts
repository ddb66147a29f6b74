import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agreements, agreementTemplates, companies, tenancies } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import { makeSession } from '@sewa/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyApp, type TMoneyApp } from '../../booking/tests/booking-kit';

// The demo agreements seed: the default templates and a draft agreement for the demo company's first
// tenancy, which its operator opens; a second run changes nothing.

const dataDir = mkdtempSync(join(tmpdir(), 'sewa-seed-agreements-'));
let t: TMoneyApp;
beforeAll(async () => {
  t = await createMoneyApp(new Date());
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo agreements seed', () => {
  it('writes the default templates and one draft agreement for the demo tenancy, once', async () => {
    const db = t.database.db;
    const secret = t.services.config.secretKey;
    await seedDemo(db, { dataDir, secretKey: secret });
    await seedDemo(db, { dataDir, secretKey: secret });
    expect((await db.select().from(agreementTemplates)).map((r) => r.seedKey).sort()).toEqual([
      'pma-cn',
      'pma-en',
      'tenancy-cn',
      'tenancy-en',
    ]);
    const rows = await db.select().from(agreements);
    expect(rows).toHaveLength(1);
    const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
    const [tenancy] = await db.select().from(tenancies).where(eq(tenancies.id, rows[0]!.tenancyId!));
    expect(tenancy!.companyId).toBe(company!.id);
    const token = await makeSession(db, { kind: 'user', id: company!.ownerUserId! });
    const res = await t.call<{ status: string; body: string }>(
      'user-get-agreement',
      { agreement_id: rows[0]!.id },
      { token },
    );
    expect(res.status_code).toBe(100);
    expect(res.data).toMatchObject({ status: 'draft' });
    expect(res.data!.body).toContain('TENANCY AGREEMENT');
  });
});
