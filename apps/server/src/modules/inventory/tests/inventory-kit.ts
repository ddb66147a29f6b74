import {
  makeAccount,
  makeAdmin,
  makeInventoryItem,
  makeOperatorCompany,
  makeProperty,
  makeRoom,
  makeSession,
  makeTenancy,
  makeUnit,
} from '@sewa/db/testing';
import { solidPng } from '@sewa/domain/testing/png';
import { afterAll, beforeAll, expect } from 'vitest';
import { unsigned } from '../../../testing/files';
import { createTestApp, type TCallOptions, type TTestApp } from '../../../testing/test-app';

// Shared set-up of the inventory tests: an app per file, an operator company with a property (with a
// landlord), a unit with two rooms and items in each place, tenants with tenancies, and the list's
// steps through the calls.

export type { TTestApp };

/** The file's app: created before its tests (handed to `receive`), closed after them. */
export function useInventoryApp(receive: (app: TTestApp) => void): void {
  let app: TTestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    receive(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

export const SIGNATURE = `data:image/png;base64,${Buffer.from(solidPng(120, 40, [10, 10, 10])).toString('base64')}`;

export const tokenOf = (t: TTestApp, user: { id: number }) =>
  makeSession(t.database.db, { kind: 'user', id: user.id });

export async function adminToken(t: TTestApp) {
  const admin = await makeAdmin(t.database.db);
  return makeSession(t.database.db, { kind: 'admin', id: admin.id });
}

export async function makePerson(t: TTestApp, role: 'tenant' | 'landlord') {
  const user = await makeAccount(t.database.db, role);
  return { user, token: await tokenOf(t, user) };
}

/**
 * An operator company with a property (landlord given), a unit with two rooms, and items: a sofa and a
 * television in the unit's common areas, a bed frame in room A, a wardrobe in room B.
 */
export async function makePlace(t: TTestApp) {
  const db = t.database.db;
  const { company, operator } = await makeOperatorCompany(db);
  const landlord = await makePerson(t, 'landlord');
  const property = await makeProperty(db, { companyId: company.id, landlordUserId: landlord.user.id });
  const unit = await makeUnit(db, property, { rentalType: 'room' });
  const roomA = await makeRoom(db, unit, { title: 'Room A' });
  const roomB = await makeRoom(db, unit, { title: 'Room B' });
  const items = {
    sofa: await makeInventoryItem(db, { unit, catalogueKey: 'sofa', name: 'Sofa' }),
    tv: await makeInventoryItem(db, { unit, catalogueKey: 'tv', name: 'Television', condition: 'new' }),
    bed: await makeInventoryItem(db, {
      unit,
      roomId: roomA.id,
      catalogueKey: 'bed_frame',
      name: 'Bed frame',
    }),
    wardrobe: await makeInventoryItem(db, {
      unit,
      roomId: roomB.id,
      catalogueKey: 'wardrobe',
      name: 'Wardrobe',
    }),
  };
  return {
    company,
    operator,
    operatorToken: await tokenOf(t, operator),
    landlord,
    property,
    unit,
    roomA,
    roomB,
    items,
  };
}
export type TPlace = Awaited<ReturnType<typeof makePlace>>;

/** A tenant with a tenancy of the place (room A unless told; `room: null` for the whole unit). */
export async function makeTenantWithTenancy(
  t: TTestApp,
  place: TPlace,
  opts: { room?: { id: number } | null; status?: 'pending' | 'active' | 'ended'; bookingId?: number } = {},
) {
  const tenant = await makePerson(t, 'tenant');
  const tenancy = await makeTenancy(t.database.db, {
    unit: place.unit,
    room: opts.room === undefined ? place.roomA : opts.room,
    tenantUserId: tenant.user.id,
    status: opts.status ?? 'pending',
    bookingId: opts.bookingId ?? null,
  });
  return { ...tenant, tenancy };
}

export type TLine = {
  id: number;
  room_id: number | null;
  area: string | null;
  catalogue_key: string | null;
  name: string;
  quantity: number;
  condition: string;
  remarks: string | null;
  photos: { file_id: number; url: string }[];
  not_to_rate: boolean;
  tenant_remarks: string | null;
  is_extra: boolean;
  extra_status: string | null;
  check_in_condition: string | null;
  is_damaged: boolean;
};

export type TListDetail = {
  id: number;
  tenancy_id: number;
  kind: string;
  status: string;
  tenant_name: string;
  item_count: number;
  sent_at: string | null;
  answered_at: string | null;
  items: TLine[];
  rejection: { remarks: string; photos: { file_id: number; url: string }[] } | null;
  signature: { signed_at: string; name: string; ip: string | null } | null;
  pdf_url: string | null;
  history: { action: string; from_status: string | null; to_status: string; actor_kind: string }[];
  actions: string[];
  can_edit_items: boolean;
  can_answer: boolean;
};

/** Calls and expects 100; the answer's data. */
export async function ok<T = TListDetail>(
  t: TTestApp,
  name: string,
  payload: Parameters<TTestApp['call']>[1],
  options: TCallOptions,
): Promise<T> {
  const res = await t.call<T>(name, payload, options);
  expect(res.status_code, `${name}: ${res.message} ${JSON.stringify(res.errors ?? {})}`).toBe(100);
  return res.data!;
}

export const code = async (
  t: TTestApp,
  name: string,
  payload: Parameters<TTestApp['call']>[1],
  options: TCallOptions,
) => (await t.call(name, payload, options)).status_code;

export const createList = (t: TTestApp, token: string, tenancyId: number, kind = 'check_in') =>
  ok(t, 'user-create-inventory-list', { tenancy_id: tenancyId, kind }, { token });

/** A check-in list of the tenancy, sent to the tenant: pending. */
export async function sentList(t: TTestApp, place: TPlace, tenancyId: number) {
  const list = await createList(t, place.operatorToken, tenancyId);
  return ok(t, 'user-send-inventory-list', { inventory_list_id: list.id }, { token: place.operatorToken });
}

/** GET of a `/files/...` URL as the holder of `token` (none: the public), by session only. */
export const fetchFile = async (t: TTestApp, url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: unsigned(url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
