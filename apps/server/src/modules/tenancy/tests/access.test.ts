import { makeAccount, makeCompanyTenant, makeSession, makeTeamMember } from '@sewa/db/testing';
import type { TPayloadValue } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import {
  adminToken,
  makeEstate,
  makeListing,
  manualTenancy,
  move,
  type TMoneyApp,
  type TTenancy,
  useTenancyApp,
} from './tenancy-kit';

// Who reads which tenancy: the operator's side its company's (with 'tenancy'), the tenant their own, the
// landlord their properties', admins all (read-only); another company finds nothing (102). The list's
// tabs and filters.

let t: TMoneyApp;
useTenancyApp((app) => {
  t = app;
});
const db = () => t.database.db;

type TList = { items: TTenancy[]; total: number };
const list = async (
  token: string,
  input: Record<string, TPayloadValue> = {},
  name = 'user-list-tenancies',
) => {
  const res = await t.call<TList>(name, input, { token });
  expect(res.status_code, JSON.stringify(res)).toBe(100);
  return res.data!;
};
const codes = (l: TList) => l.items.map((i) => i.code).sort();

describe('reading tenancies', () => {
  it('scopes the list and the detail to the caller', async () => {
    const e = await makeEstate(t);
    const mine = await manualTenancy(t, e);
    // A second tenant of the company on a room; a second property of the company without the landlord.
    const { user: other } = await makeCompanyTenant(db(), e.company.id, { source: 'operator' });
    const otherToken = await makeSession(db(), { kind: 'user', id: other.id });
    const theirs = await manualTenancy(t, e, { room: e.roomA }, { tenant_user_id: other.id });
    const elsewhere = await manualTenancy(
      t,
      e,
      {},
      {
        tenant_user_id: other.id,
        property_id: e.rental.propertyId,
        unit_id: e.unit.id,
      },
    );
    const stranger = await makeListing(t);

    expect(codes(await list(e.operatorToken))).toEqual([mine.code, theirs.code, elsewhere.code].sort());
    expect(codes(await list(e.tenantToken))).toEqual([mine.code]);
    expect(codes(await list(otherToken))).toEqual([theirs.code, elsewhere.code].sort());
    // The landlord owns e.property only.
    expect(codes(await list(e.landlordToken))).toEqual([mine.code, theirs.code].sort());
    expect((await list(stranger.operatorToken)).total).toBe(0);
    const admin = await adminToken(t);
    expect(codes(await list(admin, { company_id: e.company.id }, 'admin-list-tenancies'))).toEqual(
      [mine.code, theirs.code, elsewhere.code].sort(),
    );

    const read = async (token: string, id: number, name = 'user-get-tenancy') =>
      (await t.call<TTenancy>(name, { id }, { token })).status_code;
    expect(await read(e.tenantToken, mine.id)).toBe(100);
    expect(await read(e.tenantToken, theirs.id)).toBe(102);
    expect(await read(e.landlordToken, theirs.id)).toBe(100);
    expect(await read(e.landlordToken, elsewhere.id)).toBe(102);
    expect(await read(stranger.operatorToken, mine.id)).toBe(102);
    expect(await read(admin, elsewhere.id, 'admin-get-tenancy')).toBe(100);
    // Readers other than the operator's side get no moves.
    for (const token of [e.tenantToken, e.landlordToken])
      expect((await t.call<TTenancy>('user-get-tenancy', { id: mine.id }, { token })).data!.actions).toEqual(
        [],
      );
    const asAdmin = await t.call<TTenancy>('admin-get-tenancy', { id: mine.id }, { token: admin });
    expect(asAdmin.data).toMatchObject({ actions: [], check_in_blocker: 'not_allowed' });
    expect(
      (await t.call<TTenancy>('user-get-tenancy', { id: mine.id }, { token: e.operatorToken })).data!.actions,
    ).toEqual(['activate', 'cancel']);
    // A landlord of another property, a contractor: nothing.
    const landlord2 = await makeAccount(db(), 'landlord', { companyId: e.company.id });
    expect((await list(await makeSession(db(), { kind: 'user', id: landlord2.id }))).total).toBe(0);
    const contractor = await makeAccount(db(), 'contractor');
    expect(
      (
        await t.call(
          'user-list-tenancies',
          {},
          { token: await makeSession(db(), { kind: 'user', id: contractor.id }) },
        )
      ).status_code,
    ).toBe(103);
  });

  it('gates the operator’s team by the tenancy privilege and sub-operators by their properties', async () => {
    const e = await makeEstate(t);
    const made = await manualTenancy(t, e);
    const noKey = await makeTeamMember(db(), e.company.id, e.operator.id, ['properties']);
    const noKeyToken = await makeSession(db(), { kind: 'user', id: noKey.id });
    expect((await t.call('user-list-tenancies', {}, { token: noKeyToken })).status_code).toBe(103);
    const other = await makeListing(t, { owner: { company: e.company, operator: e.operator } });
    const managed = await makeTeamMember(db(), e.company.id, e.operator.id, ['tenancy'], {
      managedPropertyIds: [other.property.id],
    });
    const managedToken = await makeSession(db(), { kind: 'user', id: managed.id });
    expect((await list(managedToken)).total).toBe(0);
    expect((await t.call('user-get-tenancy', { id: made.id }, { token: managedToken })).status_code).toBe(
      102,
    );
    expect(
      (await t.call('admin-list-tenancies', {}, { token: await adminToken(t, ['properties']) })).status_code,
    ).toBe(103);
  });
});

describe('the list', () => {
  it('filters by tab, place, tenant, tenure ending within and search', async () => {
    const e = await makeEstate(t);
    const whole = await manualTenancy(t, e);
    // Ends on 30 June 2026: within 60 days of 4 May.
    const soon = await manualTenancy(
      t,
      e,
      { room: e.roomA },
      { tenure_start: '2026-05-01', tenure_end: '2026-06-30' },
    );
    const roomB = await manualTenancy(t, e, { room: e.roomB });
    await move(t, e.operatorToken, 'user-activate-tenancy', soon.id);
    await move(t, e.operatorToken, 'user-cancel-tenancy', roomB.id);
    const op = e.operatorToken;
    expect(codes(await list(op, { status: 'pending' }))).toEqual([whole.code]);
    expect(codes(await list(op, { status: 'active' }))).toEqual([soon.code]);
    expect(codes(await list(op, { status: 'cancelled' }))).toEqual([roomB.code]);
    expect((await list(op, { status: 'ended' })).total).toBe(0);
    expect(codes(await list(op, { unit_id: e.roomUnit.id }))).toEqual([soon.code, roomB.code].sort());
    expect(codes(await list(op, { room_id: e.roomA.id }))).toEqual([soon.code]);
    expect(codes(await list(op, { property_id: e.property.id, tenant_user_id: e.tenant.id }))).toHaveLength(
      3,
    );
    expect(codes(await list(op, { ending_within: 30 }))).toEqual([]);
    const within60 = await list(op, { ending_within: 60 });
    expect(codes(within60)).toEqual([soon.code]);
    expect(within60.items[0]!.days_to_end).toBe(57);
    expect(codes(await list(op, { search: soon.code }))).toEqual([soon.code]);
    expect(codes(await list(op, { search: e.tenant.name }))).toHaveLength(3);
    expect(codes(await list(op, { search: e.roomUnit.unitNumber }))).toEqual([soon.code, roomB.code].sort());
    expect((await list(op, { search: 'nobody-by-this-name' })).total).toBe(0);
    const bad = await t.call('user-list-tenancies', { ending_within: 45, status: 'gone' }, { token: op });
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors!).sort()).toEqual(['ending_within', 'status']);
    const paged = await list(op, { page: 1, page_size: 2 });
    expect([paged.items.length, paged.total]).toEqual([2, 3]);
  });
});
