import {
  makeCompanyTenant,
  makeContractor,
  makeProperty,
  makeRestriction,
  makeSubOperator,
} from '@sewa/db/testing';
import type { TRestriction } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInput } from '../../../properties/tests/fixtures';
import { code, ok, setupTeam, type TTeamKit } from './team-kit';

// Restrictions and managed properties (product §2.2 users/team, restriction management): what a user
// may not reach does not exist for them (102).

let k: TTeamKit;
beforeAll(async () => {
  k = await setupTeam();
});
afterAll(() => k.t.close());

type TPage<T> = { items: T[]; total: number };
type TPropertyList = { items: { id: number }[] };
const listed = async (token: string) =>
  (await ok<TPropertyList>(k, 'user-list-properties', { page_size: 100 }, token)).items.map((p) => p.id);

describe('user-restrict-user', () => {
  it('restricts a sub-operator from a property: not listed, 102 on it, then lifted', async () => {
    const second = await makeProperty(k.db, { companyId: k.company.id, name: 'Beta Court' });
    const staff = await makeSubOperator(k.db, k.company, ['properties']);
    const token = await k.userToken(staff.user.id);
    expect(await listed(token)).toEqual(expect.arrayContaining([k.property.id, second.id]));
    const saved = await ok<{ user_id: number; items: TRestriction[] }>(
      k,
      'user-restrict-user',
      { user_id: staff.user.id, property_ids: JSON.stringify([second.id]), reason: 'Conflict of interest' },
      k.tokens.owner,
    );
    expect(saved.items).toMatchObject([
      {
        user_id: staff.user.id,
        user_kind: 'sub-operator',
        property_id: second.id,
        property_name: 'Beta Court',
      },
    ]);
    expect(await listed(token)).not.toContain(second.id);
    expect(await code(k, 'user-get-property', { id: second.id }, token)).toBe(102);
    expect(await code(k, 'user-get-property', { id: k.property.id }, token)).toBe(100);
    // The company overview lists it; another company sees none of it.
    const all = await ok<TPage<TRestriction>>(k, 'user-list-restrictions', {}, k.tokens.owner);
    expect(all.items.map((r) => r.id)).toContain(saved.items[0]!.id);
    expect((await ok<TPage<TRestriction>>(k, 'user-list-restrictions', {}, k.tokens.other)).total).toBe(0);
    expect(await code(k, 'user-remove-restriction', { id: saved.items[0]!.id }, k.tokens.other)).toBe(102);
    await ok(k, 'user-remove-restriction', { id: saved.items[0]!.id }, k.tokens.owner);
    expect(await listed(token)).toContain(second.id);
    // An empty set clears everything.
    await ok(
      k,
      'user-restrict-user',
      { user_id: staff.user.id, property_ids: JSON.stringify([second.id]) },
      k.tokens.owner,
    );
    const cleared = await ok<{ items: unknown[] }>(
      k,
      'user-restrict-user',
      { user_id: staff.user.id, property_ids: '[]' },
      k.tokens.owner,
    );
    expect(cleared.items).toEqual([]);
  });

  it('restricts tenants linked to the company and its contractors; others, the owner and foreign properties are 102', async () => {
    const { user: tenant } = await makeCompanyTenant(k.db, k.company.id);
    const contractor = await makeContractor(k.db, k.company.id);
    const one = (user_id: number, ids: number[]) => ({ user_id, property_ids: JSON.stringify(ids) });
    expect(await code(k, 'user-restrict-user', one(tenant.id, [k.property.id]), k.tokens.owner)).toBe(100);
    expect(await code(k, 'user-restrict-user', one(contractor.id, [k.property.id]), k.tokens.owner)).toBe(
      100,
    );
    expect(await code(k, 'user-restrict-user', one(k.owner.id, [k.property.id]), k.tokens.owner)).toBe(102);
    expect(await code(k, 'user-restrict-user', one(tenant.id, [k.otherProperty.id]), k.tokens.owner)).toBe(
      102,
    );
    expect(await code(k, 'user-restrict-user', one(tenant.id, [k.property.id]), k.tokens.other)).toBe(102);
    expect(await code(k, 'user-restrict-user', one(tenant.id, [k.property.id]), k.tokens.clerk)).toBe(103);
    expect(
      await code(k, 'user-restrict-user', { user_id: tenant.id, property_ids: 'x' }, k.tokens.owner),
    ).toBe(101);
    const forTenant = await ok<TPage<TRestriction>>(
      k,
      'user-list-restrictions',
      { user_id: tenant.id },
      k.tokens.owner,
    );
    expect(forTenant.items.map((r) => [r.user_kind, r.property_id])).toEqual([['tenant', k.property.id]]);
  });
});

describe('managed properties and roles', () => {
  it('a sub-operator managing only some properties sees and reaches only those (102 otherwise)', async () => {
    const second = await makeProperty(k.db, { companyId: k.company.id, name: 'Gamma Heights' });
    const staff = await makeSubOperator(k.db, k.company, ['properties'], { managedPropertyIds: [second.id] });
    const token = await k.userToken(staff.user.id);
    expect(await listed(token)).toEqual([second.id]);
    expect(await code(k, 'user-get-property', { id: k.property.id }, token)).toBe(102);
    expect(await code(k, 'user-get-property', { id: second.id }, token)).toBe(100);
    // The owner always reaches everything.
    expect(await listed(k.tokens.owner)).toEqual(expect.arrayContaining([k.property.id, second.id]));
    // What it creates stays within its reach.
    const created = await k.t.call<{ id: number }>('user-create-property', propertyInput(), { token });
    expect(created.status_code).toBe(100);
    expect((await listed(token)).sort()).toEqual([second.id, created.data!.id].sort());
  });

  it('a role without properties gets 103 from the properties calls; a restriction on the owner has no effect on others', async () => {
    expect(await code(k, 'user-list-properties', {}, k.tokens.clerk)).toBe(103);
    expect(await code(k, 'user-get-property', { id: k.property.id }, k.tokens.clerk)).toBe(103);
    const restricted = await makeSubOperator(k.db, k.company, ['properties']);
    await makeRestriction(k.db, {
      companyId: k.company.id,
      userId: restricted.user.id,
      propertyId: k.property.id,
    });
    expect(await listed(await k.userToken(restricted.user.id))).not.toContain(k.property.id);
    expect(await listed(k.tokens.manager)).toContain(k.property.id);
  });
});
