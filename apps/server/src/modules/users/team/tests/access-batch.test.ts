import { makeAccount, makeAdmin, makeSession } from '@sewa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../testing/test-app';
import { hashToken } from '../../../accounts/tokens';
import { findAdminAccessByTokenHash, findUserAccessByTokenHash } from '../access-repository';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Concurrent session lookups go together in one statement (core/batched.ts): each caller still gets its own
// session and account, and an unknown token nothing.
describe('session lookups under load', () => {
  it('answers each of many concurrent user and admin lookups with its own row', async () => {
    const db = t.services.db;
    const people = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const user = await makeAccount(db, i % 2 ? 'tenant' : 'operator');
        return { id: user.id, token: await makeSession(db, { kind: 'user', id: user.id }) };
      }),
    );
    const admin = await makeAdmin(db);
    const adminToken = await makeSession(db, { kind: 'admin', id: admin.id });
    const hashes = [...people.map((p) => hashToken(p.token)), hashToken('no-such-token-at-all-xx')];
    const [users, admins] = await Promise.all([
      Promise.all([...hashes, ...hashes].map((h) => findUserAccessByTokenHash(db, h))),
      Promise.all(
        [adminToken, adminToken, people[0]!.token].map((x) => findAdminAccessByTokenHash(db, hashToken(x))),
      ),
    ]);
    expect(users.map((u) => u?.user.id)).toEqual([
      ...people.map((p) => p.id),
      undefined,
      ...people.map((p) => p.id),
      undefined,
    ]);
    expect(users[0]).not.toHaveProperty('tokenHash');
    expect(users[0]?.restrictedPropertyIds).toEqual([]);
    expect(admins.map((a) => a?.admin.id)).toEqual([admin.id, admin.id, undefined]);
  });
});
