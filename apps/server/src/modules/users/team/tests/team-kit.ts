import {
  makeAccount,
  makeAdmin,
  makeOperatorCompany,
  makeProperty,
  makeRoleSubAdmin,
  makeSession,
  makeSubOperator,
} from '@sewa/db/testing';
import type { TPayloadValue } from '@sewa/domain';
import { expect } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../testing/test-app';

// One app per test file: two companies, their owners, a sub-operator with and without `users/team`,
// admins (super and a sub-admin without `users/team`), and a property per company.

export async function setupTeam() {
  const t: TTestApp = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  const db = t.database.db;
  const userToken = (id: number) => makeSession(db, { kind: 'user', id });
  const adminToken = (id: number) => makeSession(db, { kind: 'admin', id });
  const { company, operator: owner } = await makeOperatorCompany(db);
  const other = await makeOperatorCompany(db);
  const manager = await makeSubOperator(db, company, ['users/team', 'properties']);
  const clerk = await makeSubOperator(db, company, ['dashboard']);
  const admin = await makeAdmin(db);
  const subAdmin = await makeRoleSubAdmin(db, ['dashboard']);
  const property = await makeProperty(db, { companyId: company.id, name: 'Alpha Residence' });
  const otherProperty = await makeProperty(db, { companyId: other.company.id, name: 'Other Tower' });
  return {
    t,
    db,
    company,
    owner,
    other,
    manager,
    clerk,
    admin,
    subAdmin,
    property,
    otherProperty,
    userToken,
    adminToken,
    tokens: {
      owner: await userToken(owner.id),
      other: await userToken(other.operator.id),
      manager: await userToken(manager.user.id),
      clerk: await userToken(clerk.user.id),
      tenant: await userToken((await makeAccount(db, 'tenant')).id),
      admin: await adminToken(admin.id),
      subAdmin: await adminToken(subAdmin.admin.id),
    },
  };
}
export type TTeamKit = Awaited<ReturnType<typeof setupTeam>>;

/** The status code of a call. */
export async function code(
  k: TTeamKit,
  name: string,
  payload: Record<string, TPayloadValue>,
  token?: string,
) {
  return (await k.t.call(name, payload, { token })).status_code;
}

/** A call that must succeed: its data. */
export async function ok<T>(
  k: TTeamKit,
  name: string,
  payload: Record<string, TPayloadValue>,
  token?: string,
) {
  const res = await k.t.call<T>(name, payload, { token });
  expect(res.status_code, `${name}: ${JSON.stringify(res)}`).toBe(100);
  return res.data as T;
}
