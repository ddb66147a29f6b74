import { companies } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeAdminRole,
  makeOperatorCompany,
  makeProperty,
  makeRestriction,
  makeSession,
  makeTeamMember,
} from '@sewa/db/testing';
import type { TAdminInfo, TUserProfile } from '@sewa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../../testing/statements';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Issue 15: an authenticated read pays the envelope's replay claim and one statement for who is asking
// (session, account, role keys, restrictions and the profile's company together, http/auth.ts); the
// profile calls answer from that caller without reading the account again.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function statementsOf(call: string, token: string) {
  const counter = statementCounter(db());
  try {
    let body: Record<string, unknown> = {};
    const sent = await counter.statements(async () => {
      const res = await t.call<never>(call, {}, { token });
      expect(res.status_code, res.message).toBe(100);
      body = res as unknown as Record<string, unknown>;
    });
    return { body, sent };
  } finally {
    counter.restore();
  }
}

/** The claim of the request's Wsid and the one read of the caller: nothing else. */
function expectClaimAndCallerOnly(sent: string[]) {
  expect(sent).toHaveLength(2);
  expect(sent.filter((s) => /insert into "seen_wsids"/i.test(s))).toHaveLength(1);
  expect(sent.filter((s) => /from "sessions"/i.test(s))).toHaveLength(1);
}

describe('authenticated reads send two statements (issue 15)', () => {
  it('user-get-profile of a company owner: company fields and every key, from the caller', async () => {
    const trialEndsAt = new Date('2030-01-31T00:00:00.000Z');
    const { company, operator } = await makeOperatorCompany(db(), { company: { trialEndsAt } });
    const { body, sent } = await statementsOf(
      'user-get-profile',
      await makeSession(db(), { kind: 'user', id: operator.id }),
    );
    expectClaimAndCallerOnly(sent);
    const profile = body.profile as TUserProfile;
    expect(profile).toMatchObject({
      id: operator.id,
      company_id: company.id,
      company_name: company.name,
      company_domain: company.domainCode,
      is_company_owner: true,
      trial_ends_at: trialEndsAt.toISOString(),
    });
    expect(profile.privileges.length).toBeGreaterThan(1);

    // Not cached across calls: a renamed company shows on the next one.
    await db().update(companies).set({ name: 'Renamed Sdn Bhd' }).where(eq(companies.id, company.id));
    const again = await t.call<never>(
      'user-get-profile',
      {},
      { token: await makeSession(db(), { kind: 'user', id: operator.id }) },
    );
    expect((again.profile as TUserProfile).company_name).toBe('Renamed Sdn Bhd');
  });

  it('user-get-profile of a restricted team member: its role’s keys, not the owner', async () => {
    const { company, operator } = await makeOperatorCompany(db());
    const member = await makeTeamMember(db(), company.id, operator.id, ['properties']);
    const property = await makeProperty(db(), { companyId: company.id });
    await makeRestriction(db(), { companyId: company.id, userId: member.id, propertyId: property.id });
    const { body, sent } = await statementsOf(
      'user-get-profile',
      await makeSession(db(), { kind: 'user', id: member.id }),
    );
    expectClaimAndCallerOnly(sent);
    expect(body.profile).toMatchObject({
      id: member.id,
      company_name: company.name,
      is_company_owner: false,
      privileges: ['properties'],
    });
  });

  it('user-get-profile of a tenant without a company', async () => {
    const tenant = await makeAccount(db(), 'tenant');
    const { body, sent } = await statementsOf(
      'user-get-profile',
      await makeSession(db(), { kind: 'user', id: tenant.id }),
    );
    expectClaimAndCallerOnly(sent);
    expect(body.profile).toMatchObject({
      id: tenant.id,
      company_id: null,
      company_name: null,
      is_company_owner: false,
      privileges: [],
    });
  });

  it('admin-get-profile-info of a sub-admin: its role’s keys', async () => {
    const role = await makeAdminRole(db(), ['profile', 'properties']);
    const admin = await makeAdmin(db(), { customRoleId: role.id });
    const { body, sent } = await statementsOf(
      'admin-get-profile-info',
      await makeSession(db(), { kind: 'admin', id: admin.id }),
    );
    expectClaimAndCallerOnly(sent);
    expect(body.info as TAdminInfo).toMatchObject({
      id: admin.id,
      privileges: ['profile', 'properties'],
      is_super_admin: false,
    });
  });
});
