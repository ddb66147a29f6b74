import type { TPublicPropertyDetail, TSearchPage } from '@sewa/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../../testing/statements';
import { createTestApp } from '../../../testing/test-app';
import { code, ok, propertiesSuite, propertyInput, publishedListing } from './fixtures';

const fx = propertiesSuite();
let listing: Awaited<ReturnType<typeof publishedListing>>;
beforeAll(async () => {
  listing = await publishedListing(fx, { property: { description: 'Near KLCC.' }, rentSen: 210_000 });
});

describe('public-get-property-detail', () => {
  it('shows a published property with its rentals, move-in costs, facilities and operator', async () => {
    const d = await ok<TPublicPropertyDetail>(fx, 'public-get-property-detail', { id: listing.property.id });
    expect(d).toMatchObject({
      id: listing.property.id,
      name: 'Residensi Bukit Bintang',
      type: 'condominium',
      resident_type: 'residential',
      description: 'Near KLCC.',
      facilities: ['swimming_pool', 'gym'],
      operator: { company_id: fx.company.id, name: 'Kediaman Maju', live_list_id: null },
      price_from_sen: 210_000,
      rental_total: 1,
    });
    expect(d.posted_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.rentals[0]).toMatchObject({
      rental_id: listing.rental.id,
      block: 'A',
      monthly_rent_sen: 210_000,
      move_in_total_sen: 0,
    });
    expect(JSON.stringify(d)).not.toContain(listing.unit.unit_number); // the unit number is not public
  });

  it('answers 102 for drafts, unknown ids and bad ids are 101', async () => {
    const draft = await ok<{ id: number }>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    expect(await code(fx, 'public-get-property-detail', { id: draft.id })).toBe(102);
    expect(await code(fx, 'public-get-property-detail', { id: 999_999 })).toBe(102);
    expect(await code(fx, 'public-get-property-detail', { id: 'abc' })).toBe(101);
  });
});

describe('live property list', () => {
  it('gives the operator a public link to what it has published, which can be turned off', async () => {
    const mine = await fx.t.call<TSearchPage>('user-get-live-properties', {}, { token: fx.tokens.owner });
    expect(mine.status_code).toBe(100);
    const list = mine.live_list as {
      id: number;
      path: string;
      published_rental_count: number;
      is_active: boolean;
    };
    expect(list).toMatchObject({
      path: `/live-property-list/${list.id}`,
      published_rental_count: 1,
      is_active: true,
    });
    expect(mine.data?.items.map((i) => i.rental_id)).toEqual([listing.rental.id]);

    const pub = await fx.t.call<TSearchPage>('public-get-live-property-list', { id: list.id });
    expect(pub.list).toMatchObject({ id: list.id, company_name: 'Kediaman Maju' });
    expect(pub.data?.total).toBe(1);
    // Another company's listings never show on this list.
    await publishedListing(fx, { token: fx.tokens.other });
    expect((await ok<TSearchPage>(fx, 'public-get-live-property-list', { id: list.id })).total).toBe(1);
    const detail = await ok<TPublicPropertyDetail>(fx, 'public-get-property-detail', {
      id: listing.property.id,
    });
    expect(detail.operator.live_list_id).toBe(list.id);

    const off = await ok<{ is_active: boolean; title: string }>(
      fx,
      'user-update-live-properties',
      { title: 'Our rooms', is_active: false },
      fx.tokens.owner,
    );
    expect(off).toMatchObject({ is_active: false, title: 'Our rooms' });
    expect(await code(fx, 'public-get-live-property-list', { id: list.id })).toBe(102);
    await ok(fx, 'user-update-live-properties', { title: 'Our rooms', is_active: true }, fx.tokens.owner);
  });

  it('reads the operator’s live list without writing (issue 15)', async () => {
    await ok(fx, 'user-get-live-properties', {}, fx.tokens.owner); // the list exists from here on
    const counter = statementCounter(fx.db);
    try {
      const sent = await counter.statements(() => ok(fx, 'user-get-live-properties', {}, fx.tokens.owner));
      // The envelope's replay guard (seen_wsids) is the envelope's business, not this read's.
      const writes = sent.filter((s) => /^\s*(insert|update|delete)\b/i.test(s) && !/seen_wsids/.test(s));
      expect(writes).toEqual([]);
    } finally {
      counter.restore();
    }
  });

  it('gates live-properties by its own privilege (103) and validates (101)', async () => {
    expect(await code(fx, 'user-get-live-properties', {}, fx.tokens.team)).toBe(103); // holds [properties] only
    expect(await code(fx, 'user-get-live-properties', {}, fx.tokens.landlord)).toBe(103);
    expect(
      await code(fx, 'user-update-live-properties', { title: '', is_active: true }, fx.tokens.owner),
    ).toBe(101);
    const all = await ok<{ items: { company_id: number }[] }>(
      fx,
      'admin-list-live-properties',
      {},
      fx.tokens.admin,
    );
    expect(all.items.some((l) => l.company_id === fx.company.id)).toBe(true);
    expect(await code(fx, 'admin-list-live-properties', {}, fx.tokens.subAdmin)).toBe(103);
  });
});

describe('public-report-listing', () => {
  it('records a report for admins to read and resolve', async () => {
    const res = await ok<{ id: number }>(fx, 'public-report-listing', {
      property_id: listing.property.id,
      rental_id: listing.rental.id,
      reason: 'suspected_scam',
      details: 'Asked for a deposit before viewing.',
    });
    const reports = await ok<{
      items: { id: number; reason: string; property_name: string; is_resolved: boolean }[];
    }>(fx, 'admin-list-listing-reports', { is_resolved: false }, fx.tokens.admin);
    expect(reports.items[0]).toMatchObject({
      id: res.id,
      reason: 'suspected_scam',
      property_name: 'Residensi Bukit Bintang',
      is_resolved: false,
    });
    await ok(fx, 'admin-resolve-listing-report', { id: res.id }, fx.tokens.admin);
    expect(await code(fx, 'admin-resolve-listing-report', { id: res.id }, fx.tokens.admin)).toBe(102);
    expect(await code(fx, 'admin-list-listing-reports', {}, fx.tokens.subAdmin)).toBe(103);
    expect(await code(fx, 'admin-list-listing-reports', {}, fx.tokens.owner)).toBe(802);
  });

  it('refuses reports on non-public listings (102) and bad reasons (101)', async () => {
    const draft = await ok<{ id: number }>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    expect(await code(fx, 'public-report-listing', { property_id: draft.id, reason: 'other' })).toBe(102);
    expect(
      await code(fx, 'public-report-listing', { property_id: listing.property.id, reason: 'boring' }),
    ).toBe(101);
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ dataDir: fx.dataDir, rateLimitPublicPerMinute: 1000 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        codes.push(
          (
            await limited.call(
              'public-report-listing',
              { property_id: 1, reason: 'other' },
              { ip: '10.1.1.1' },
            )
          ).status_code,
        );
      }
      expect(codes.slice(0, 5).every((c) => c !== 105)).toBe(true);
      expect(codes.slice(5)).toEqual([105, 105]);
    } finally {
      await limited.close();
    }
  });
});
