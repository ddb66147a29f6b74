import { makeAdmin, makeSession, makeSubOperator } from '@sewa/db/testing';
import { describe, expect, it } from 'vitest';
import {
  adminToken,
  code,
  createList,
  makePerson,
  makePlace,
  makeTenantWithTenancy,
  ok,
  SIGNATURE,
  sentList,
  type TListDetail,
  type TTestApp,
  tokenOf,
  useInventoryApp,
} from './inventory-kit';

// Who reads which list: the operator's side (its company, within its reach), the tenant (their
// tenancies' sent lists), the landlord (their properties' sent lists, read-only), admins (every
// company, read-only); lists by tab, tenancy, kind and search.

let t: TTestApp;
useInventoryApp((app) => {
  t = app;
});

type TPage = { items: { id: number; status: string; kind: string; tenancy_code: string }[]; total: number };
const ids = (p: TPage) => p.items.map((i) => i.id).sort((a, b) => a - b);

describe('reading lists', () => {
  it("shows a tenant their tenancies' sent lists only, never a draft nor another tenant's", async () => {
    const place = await makePlace(t);
    const mine = await makeTenantWithTenancy(t, place);
    const theirs = await makeTenantWithTenancy(t, place, { room: place.roomB });
    const draft = await createList(t, place.operatorToken, mine.tenancy.id);
    const other = await sentList(t, place, theirs.tenancy.id);

    expect((await ok<TPage>(t, 'user-list-inventory-lists', {}, mine)).total).toBe(0);
    expect((await ok<TPage>(t, 'user-list-inventory-lists', { status: 'draft' }, mine)).total).toBe(0);
    await ok(t, 'user-send-inventory-list', { inventory_list_id: draft.id }, { token: place.operatorToken });
    expect(ids(await ok<TPage>(t, 'user-list-inventory-lists', {}, mine))).toEqual([draft.id]);

    // Another tenant's list: 102 to read, to answer and to mark.
    expect(await code(t, 'user-get-inventory-list', { id: other.id }, mine)).toBe(102);
    expect(
      await code(t, 'user-agree-inventory-list', { inventory_list_id: other.id, signature: SIGNATURE }, mine),
    ).toBe(102);
    expect(
      await code(t, 'user-reject-inventory-list', { inventory_list_id: other.id, remarks: 'No' }, mine),
    ).toBe(102);
    expect(
      await code(
        t,
        'user-mark-inventory-list-item',
        { inventory_list_item_id: other.items[0]!.id, not_to_rate: true },
        mine,
      ),
    ).toBe(102);
    expect(
      await code(
        t,
        'user-add-extra-inventory-item',
        { inventory_list_id: other.id, name: 'Fan', quantity: 1, condition: 'good' },
        mine,
      ),
    ).toBe(102);
  });

  it("lets the landlord read their properties' sent lists, and make no move (103)", async () => {
    const place = await makePlace(t);
    const tenant = await makeTenantWithTenancy(t, place);
    const draft = await createList(t, place.operatorToken, tenant.tenancy.id);
    const landlord = place.landlord;
    expect(await code(t, 'user-get-inventory-list', { id: draft.id }, landlord)).toBe(102);
    expect((await ok<TPage>(t, 'user-list-inventory-lists', {}, landlord)).total).toBe(0);
    await ok(t, 'user-send-inventory-list', { inventory_list_id: draft.id }, { token: place.operatorToken });
    const seen = await ok(t, 'user-get-inventory-list', { id: draft.id }, landlord);
    expect(seen).toMatchObject({ status: 'pending', actions: [], can_edit_items: false, can_answer: false });
    expect(ids(await ok<TPage>(t, 'user-list-inventory-lists', {}, landlord))).toEqual([draft.id]);
    const id = { inventory_list_id: draft.id };
    const line = { inventory_list_item_id: draft.items[0]!.id };
    for (const [name, input] of [
      ['user-send-inventory-list', id],
      ['user-revise-inventory-list', id],
      ['user-agree-inventory-list', { ...id, signature: SIGNATURE }],
      ['user-reject-inventory-list', { ...id, remarks: 'No' }],
      ['user-mark-inventory-list-item', { ...line, not_to_rate: true }],
      ['user-decide-extra-inventory-item', { ...line, decision: 'accepted' }],
      ['user-create-inventory-list', { tenancy_id: tenant.tenancy.id }],
    ] as const)
      expect(await code(t, name, input, landlord), name).toBe(103);
    // Another landlord sees nothing.
    const stranger = await makePerson(t, 'landlord');
    expect(await code(t, 'user-get-inventory-list', { id: draft.id }, stranger)).toBe(102);
    expect((await ok<TPage>(t, 'user-list-inventory-lists', {}, stranger)).total).toBe(0);
  });

  it('lists the company by tab, tenancy, kind and search; another company and a sub-operator elsewhere see none', async () => {
    const place = await makePlace(t);
    const op = { token: place.operatorToken };
    const a = await makeTenantWithTenancy(t, place);
    const b = await makeTenantWithTenancy(t, place, { room: place.roomB });
    const draft = await createList(t, place.operatorToken, a.tenancy.id);
    const pending = await sentList(t, place, b.tenancy.id);

    expect(ids(await ok<TPage>(t, 'user-list-inventory-lists', {}, op))).toEqual([draft.id, pending.id]);
    expect(ids(await ok<TPage>(t, 'user-list-inventory-lists', { status: 'draft' }, op))).toEqual([draft.id]);
    expect(ids(await ok<TPage>(t, 'user-list-inventory-lists', { status: 'pending' }, op))).toEqual([
      pending.id,
    ]);
    expect((await ok<TPage>(t, 'user-list-inventory-lists', { status: 'agreed' }, op)).total).toBe(0);
    expect(ids(await ok<TPage>(t, 'user-list-inventory-lists', { tenancy_id: b.tenancy.id }, op))).toEqual([
      pending.id,
    ]);
    expect((await ok<TPage>(t, 'user-list-inventory-lists', { kind: 'move_out' }, op)).total).toBe(0);
    expect(ids(await ok<TPage>(t, 'user-list-inventory-lists', { search: a.user.name }, op))).toEqual([
      draft.id,
    ]);
    expect(ids(await ok<TPage>(t, 'user-list-inventory-lists', { search: b.tenancy.code }, op))).toEqual([
      pending.id,
    ]);
    expect(await code(t, 'user-list-inventory-lists', { status: 'lost' }, op)).toBe(101);

    const other = await makePlace(t);
    expect((await ok<TPage>(t, 'user-list-inventory-lists', {}, { token: other.operatorToken })).total).toBe(
      0,
    );
    expect(await code(t, 'user-get-inventory-list', { id: draft.id }, { token: other.operatorToken })).toBe(
      102,
    );
    expect(
      await code(
        t,
        'user-send-inventory-list',
        { inventory_list_id: draft.id },
        { token: other.operatorToken },
      ),
    ).toBe(102);

    const sub = await makeSubOperator(t.database.db, place.company, ['inventory-list'], {
      managedPropertyIds: [other.property.id],
    });
    const subToken = await tokenOf(t, sub.user);
    expect((await ok<TPage>(t, 'user-list-inventory-lists', {}, { token: subToken })).total).toBe(0);
    expect(await code(t, 'user-get-inventory-list', { id: draft.id }, { token: subToken })).toBe(102);
  });

  it('lets admins read every company, drafts included, with no actions', async () => {
    const place = await makePlace(t);
    const tenant = await makeTenantWithTenancy(t, place);
    const draft = await createList(t, place.operatorToken, tenant.tenancy.id);
    const token = await adminToken(t);
    const page = await ok<TPage>(
      t,
      'admin-list-inventory-lists',
      { company_id: place.company.id },
      { token },
    );
    expect(ids(page)).toEqual([draft.id]);
    const seen = await ok<TListDetail>(t, 'admin-get-inventory-list', { id: draft.id }, { token });
    expect(seen).toMatchObject({ status: 'draft', actions: [], can_edit_items: false, can_answer: false });
    expect(await code(t, 'admin-get-inventory-list', { id: 999_999 }, { token })).toBe(102);
    // A sub-admin needs the privilege.
    const sub = await makeAdmin(t.database.db, { privileges: ['properties'] });
    const subToken = await makeSession(t.database.db, { kind: 'admin', id: sub.id });
    expect(await code(t, 'admin-get-inventory-list', { id: draft.id }, { token: subToken })).toBe(103);
  });
});
