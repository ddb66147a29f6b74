import { companies, creditCheckSettings, type TDatabase } from '@sewa/db';
import { openSecret, sealSecret } from '@sewa/db/secret-box';
import { createTestDatabase, makeCompany } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealSecrets } from './reseal-secrets';

// Secrets sealed under the signing secret (which browsers receive) move to the server-only key at start.

const keys = { apiSigningSecret: 'old-signing-secret', secretKey: 'new-server-only-key' };
let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('re-sealing company secrets under SECRET_KEY', () => {
  it('moves values sealed under the signing secret, leaves the rest, and does nothing the second time', async () => {
    const { db } = database;
    const old = await makeCompany(db, {
      paymentSecretEnc: sealSecret('payex-secret-1', keys.apiSigningSecret),
    });
    const current = await makeCompany(db, { paymentSecretEnc: sealSecret('payex-secret-2', keys.secretKey) });
    const foreign = await makeCompany(db, { paymentSecretEnc: sealSecret('unknown', 'some-other-key') });
    const [setting] = await db
      .insert(creditCheckSettings)
      .values({
        provider: 'ctos',
        feeSen: 1000,
        passwordSealed: sealSecret('ctos-password', keys.apiSigningSecret),
      })
      .returning();

    expect(await resealSecrets(db, keys)).toBe(2);

    const sealedOf = async (id: number) =>
      (await db.select().from(companies).where(eq(companies.id, id)))[0]!.paymentSecretEnc!;
    expect(openSecret(await sealedOf(old.id), keys.secretKey)).toBe('payex-secret-1');
    expect(openSecret(await sealedOf(old.id), keys.apiSigningSecret)).toBeNull();
    expect(openSecret(await sealedOf(current.id), keys.secretKey)).toBe('payex-secret-2');
    expect(openSecret(await sealedOf(foreign.id), 'some-other-key')).toBe('unknown');
    const [ctos] = await db.select().from(creditCheckSettings).where(eq(creditCheckSettings.id, setting!.id));
    expect(openSecret(ctos!.passwordSealed!, keys.secretKey)).toBe('ctos-password');

    expect(await resealSecrets(db, keys)).toBe(0);
  });
});
