import { MAX_COUNTED_RESULTS, type TSearchPage } from '@sewa/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncSearch } from '../search-sync';
import { ok, propertiesSuite, publishedListing } from './fixtures';

const fx = propertiesSuite();
beforeAll(async () => {
  // One published building with 1,050 whole units for rent, made in bulk.
  const { property } = await publishedListing(fx, {
    property: { name: 'Menara Besar', city: 'Ipoh', state: 'Perak' },
  });
  await fx.db.execute(sql`
    insert into units (company_id, property_id, unit_number, rental_type, furnished, lease_length)
    select ${fx.company.id}, ${property.id}, 'B-' || g, 'whole_unit', 'unfurnished', '6_months'
    from generate_series(1, 1049) g`);
  await fx.db.execute(sql`
    insert into rentals (company_id, property_id, unit_id, rental_type, monthly_rent_sen, available_from,
      move_in_costs, move_in_total_sen)
    select u.company_id, u.property_id, u.id, 'whole_unit', 100000 + u.id, '2026-01-01', '{}'::jsonb, 0
    from units u where u.property_id = ${property.id} and u.unit_number like 'B-%'`);
  await syncSearch(fx.db, property.id);
});

describe('search totals', () => {
  it('counts up to 1,000 results, then says the total is capped', async () => {
    const broad = await ok<TSearchPage>(fx, 'public-search-properties', { location: 'ipoh' });
    expect([broad.total, broad.is_total_capped, broad.items.length]).toEqual([MAX_COUNTED_RESULTS, true, 20]);
    const narrow = await ok<TSearchPage>(fx, 'public-search-properties', {
      location: 'ipoh',
      furnished: 'fully_furnished',
    });
    expect([narrow.total, narrow.is_total_capped]).toEqual([1, false]);
    // Pages past the cap still answer; the web offers 50 pages of 20.
    const late = await ok<TSearchPage>(fx, 'public-search-properties', {
      location: 'ipoh',
      page: 53,
      page_size: 20,
    });
    expect(late.items.length).toBe(10);
  });
});
