import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  makeAdmin,
  makeCompany,
  makeSession,
  makeTeamMember,
  makeUser,
  uniqueNumber,
} from '@sewa/db/testing';
import type { TProperty, TRental, TUnit } from '@sewa/domain';
import { pngFile } from '@sewa/domain/testing/png';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// One app per test file with every role the properties calls care about.
export type TFixture = Awaited<ReturnType<typeof setupProperties>>;

export async function setupProperties() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sewa-properties-'));
  const t: TTestApp = await createTestApp({ dataDir, rateLimitPublicPerMinute: 100_000 });
  const db = t.database.db;
  const session = (id: number) => makeSession(db, { kind: 'user', id });

  const company = await makeCompany(db, { name: 'Kediaman Maju Sdn Bhd', friendlyName: 'Kediaman Maju' });
  const owner = await makeUser(db, { role: 'operator', companyId: company.id });
  const team = await makeTeamMember(db, company.id, owner.id, ['properties']);
  const outsider = await makeTeamMember(db, company.id, owner.id, ['dashboard']);
  const landlord = await makeUser(db, { role: 'landlord', companyId: company.id });
  const otherCompany = await makeCompany(db);
  const otherOwner = await makeUser(db, { role: 'operator', companyId: otherCompany.id });
  const otherLandlord = await makeUser(db, { role: 'landlord', companyId: otherCompany.id });
  const tenant = await makeUser(db, { role: 'tenant' });
  const admin = await makeAdmin(db);
  const subAdmin = await makeAdmin(db, { privileges: ['dashboard'] });

  const tokens = {
    owner: await session(owner.id),
    team: await session(team.id),
    outsider: await session(outsider.id),
    landlord: await session(landlord.id),
    other: await session(otherOwner.id),
    otherLandlord: await session(otherLandlord.id),
    tenant: await session(tenant.id),
    admin: await makeSession(db, { kind: 'admin', id: admin.id }),
    subAdmin: await makeSession(db, { kind: 'admin', id: subAdmin.id }),
  };
  return {
    t,
    db,
    dataDir,
    company,
    owner,
    landlord,
    otherCompany,
    tokens,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of one test file: set up before its tests (and before the file's own beforeAll hooks, which
 * are registered later), closed after them. What it returns reads through to that fixture, so a file
 * writes `const fx = propertiesSuite()` and uses `fx` inside its hooks and tests.
 */
export function propertiesSuite(): TFixture {
  let fx: TFixture | undefined;
  beforeAll(async () => {
    fx = await setupProperties();
  });
  afterAll(() => fx?.close());
  return new Proxy({} as TFixture, {
    get: (_, key) => {
      if (!fx) throw new Error('the properties fixture is only ready inside hooks and tests');
      return fx[key as keyof TFixture];
    },
  });
}

export const propertyInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Residensi Bukit Bintang',
  type: 'condominium',
  tenure: 'freehold',
  developer: 'Sunrise Berhad',
  build_year: 2018,
  floors: 32,
  street: '12 Jalan Bukit Bintang',
  postcode: '55100',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  lat: 3.1466,
  lng: 101.7108,
  facilities: ['swimming_pool', 'gym'],
  ...overrides,
});

export const unitInput = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
  property_id: propertyId,
  unit_number: `A-${String(uniqueNumber()).padStart(6, '0')}`,
  block: 'A',
  rental_type: 'whole_unit',
  rooms: 3,
  bedrooms: 3,
  bathrooms: 2,
  carparks: 1,
  sqft: 1100,
  furnished: 'fully_furnished',
  gender_preference: 'all',
  race_preference: 'all',
  lease_length: '12_months_and_above',
  ...overrides,
});

export const roomInput = (unitId: number, overrides: Record<string, unknown> = {}) => ({
  unit_id: unitId,
  title: 'Master Room',
  room_type: 'master',
  furnished: 'fully_furnished',
  bathroom_type: 'private',
  ...overrides,
});

/** Calls and expects success; returns `data`. */
export async function ok<T>(
  fx: TFixture,
  name: string,
  payload: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await fx.t.call<T>(name, payload as never, { token });
  expect(res.status_code, `${name}: ${res.message} ${JSON.stringify(res.errors ?? {})}`).toBe(100);
  return res.data as T;
}

export const code = async (fx: TFixture, name: string, payload: Record<string, unknown>, token?: string) =>
  (await fx.t.call(name, payload as never, { token })).status_code;

/** One gallery photo: a listing needs one before it can be submitted. */
export const addPhoto = (fx: TFixture, propertyId: number, token = fx.tokens.owner) =>
  ok(fx, 'user-upload-property-photos', { property_id: propertyId, photos: pngFile(800, 600) }, token);

/** A property with one whole unit for rent at `rentSen`, through the calls, then published by an admin. */
export async function publishedListing(
  fx: TFixture,
  options: {
    property?: Record<string, unknown>;
    unit?: Record<string, unknown>;
    rentSen?: number;
    token?: string;
  } = {},
) {
  const token = options.token ?? fx.tokens.owner;
  const property = await ok<TProperty>(fx, 'user-create-property', propertyInput(options.property), token);
  const unit = await ok<TUnit>(fx, 'user-create-unit', unitInput(property.id, options.unit), token);
  const rental = await ok<TRental>(
    fx,
    'user-create-rental',
    { unit_id: unit.id, monthly_rent_sen: options.rentSen ?? 150_000, available_from: '2026-03-01' },
    token,
  );
  await addPhoto(fx, property.id, token);
  await ok(fx, 'user-submit-listing', { id: property.id }, token);
  const published = await ok<TProperty>(fx, 'admin-approve-listing', { id: property.id }, fx.tokens.admin);
  return { property: published, unit, rental };
}
