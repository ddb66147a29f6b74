import { describe, expect, it } from 'vitest';
import { ZCreatePropertyInput } from './property-schemas';
import { ZSearchPropertiesInput } from './public-schemas';
import { ZCreateRentalInput } from './rental-schemas';

// The same schemas parse the server's wire strings and the web form's native values.
describe('property schemas', () => {
  const form = {
    name: ' Residensi ',
    type: 'condominium',
    street: '1 Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
  };

  it('accepts wire strings and native values alike', () => {
    const wire = ZCreatePropertyInput.parse({
      ...form,
      build_year: '2018',
      lat: '3.15',
      facilities: '["gym","gym"]',
    });
    const native = ZCreatePropertyInput.parse({ ...form, build_year: 2018, lat: 3.15, facilities: ['gym'] });
    expect(wire).toEqual(native);
    expect(wire).toMatchObject({ name: 'Residensi', facilities: ['gym'], lat: 3.15 });
  });

  it('says what is wrong with message keys', () => {
    const r = ZCreatePropertyInput.safeParse({ ...form, postcode: '5045', lng: '2.0', name: '' });
    expect(r.success).toBe(false);
    const issues = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toMatchObject({ postcode: 'invalid-postcode', name: 'required' });
    expect(issues.lng).toBeDefined();
  });

  it('bounds searches and keeps prices in integer sen', () => {
    expect(ZSearchPropertiesInput.parse({})).toMatchObject({ sort: 'newest', page: 1, page_size: 20 });
    expect(ZSearchPropertiesInput.safeParse({ page_size: '51' }).success).toBe(false);
    expect(ZSearchPropertiesInput.safeParse({ min_price: '12.50' }).success).toBe(false);
    expect(
      ZSearchPropertiesInput.safeParse({ min_price: '900', max_price: '100' }).error?.issues[0]?.message,
    ).toBe('price-range');
  });

  it('requires a real date and at least RM 1 of rent', () => {
    const base = { unit_id: '1', monthly_rent_sen: '150000', available_from: '2026-02-28' };
    expect(ZCreateRentalInput.parse(base)).toMatchObject({ status: 'available', monthly_rent_sen: 150_000 });
    expect(ZCreateRentalInput.safeParse({ ...base, available_from: '2026-02-30' }).success).toBe(false);
    expect(ZCreateRentalInput.safeParse({ ...base, monthly_rent_sen: '99' }).success).toBe(false);
  });
});
