import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { companies, invoices, tenancies } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import { makeSession } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyApp, type TMoneyApp } from '../../booking/tests/booking-kit';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';

// The demo billing seed: a draft invoice for the demo tenancy (no posting: money moves only through the
// server's ledger), made once; the demo operator posts it.

const dataDir = mkdtempSync(join(tmpdir(), 'sewa-seed-billing-'));
let t: TMoneyApp;
beforeAll(async () => {
  t = await createMoneyApp(new Date());
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo billing seed', () => {
  it('gives the demo tenancy one draft invoice, once, that the demo operator posts', async () => {
    const db = t.database.db;
    const secret = t.services.config.secretKey;
    await seedDemo(db, { dataDir, secretKey: secret });
    await seedDemo(db, { dataDir, secretKey: secret });
    const rows = await db.select().from(invoices);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'draft', number: null });
    const [tenancy] = await db.select().from(tenancies).where(eq(tenancies.id, rows[0]!.tenancyId));
    const [company] = await db.select().from(companies).where(eq(companies.id, tenancy!.companyId));
    const token = await makeSession(db, { kind: 'user', id: company!.ownerUserId! });
    const posted = await t.call<{ number: string; total_sen: number }>(
      'user-post-invoice',
      { invoice_id: rows[0]!.id },
      { token },
    );
    expect(posted.data).toMatchObject({ number: 'INV-000001', total_sen: tenancy!.monthlyRentSen + 8_550 });
  });
});
