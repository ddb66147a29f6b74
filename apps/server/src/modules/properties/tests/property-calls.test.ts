import type { TListPropertiesOutput, TProperty } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import { code, ok, propertiesSuite, propertyInput } from './fixtures';

const fx = propertiesSuite();

describe('user-create-property / user-get-property / user-update-property', () => {
  it('lets the company owner and a team member with [properties] create and read a draft', async () => {
    const created = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    expect(created).toMatchObject({
      company_id: fx.company.id,
      company_name: 'Kediaman Maju',
      status: 'draft',
      name: 'Residensi Bukit Bintang',
      facilities: ['swimming_pool', 'gym'],
      available_actions: ['submit', 'archive'],
      unit_count: 0,
      posted_at: null,
    });
    const byTeam = await ok<TProperty>(fx, 'user-get-property', { id: created.id }, fx.tokens.team);
    expect(byTeam.id).toBe(created.id);
    const made = await ok<TProperty>(
      fx,
      'user-create-property',
      propertyInput({ name: 'Team made' }),
      fx.tokens.team,
    );
    expect(made.company_id).toBe(fx.company.id);
  });

  it('refuses roles and team members without the privilege with 103', async () => {
    for (const token of [fx.tokens.outsider, fx.tokens.tenant, fx.tokens.landlord]) {
      expect(await code(fx, 'user-create-property', propertyInput(), token)).toBe(103);
    }
    expect(await code(fx, 'user-list-properties', {}, fx.tokens.outsider)).toBe(103);
  });

  it("answers 102 for another company's property, on every operator call", async () => {
    const mine = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    expect(await code(fx, 'user-get-property', { id: mine.id }, fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-update-property', { id: mine.id, ...propertyInput() }, fx.tokens.other)).toBe(
      102,
    );
    expect(await code(fx, 'user-submit-listing', { id: mine.id }, fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-get-property', { id: 999_999 }, fx.tokens.owner)).toBe(102);
  });

  it('validates input with 101 and a message per field', async () => {
    const res = await fx.t.call(
      'user-create-property',
      propertyInput({ name: '', type: 'castle', postcode: '123', lat: 51.5, facilities: ['moat'] }),
      { token: fx.tokens.owner },
    );
    expect(res.status_code).toBe(101);
    expect(Object.keys(res.errors ?? {}).sort()).toEqual(
      ['facilities.0', 'lat', 'name', 'postcode', 'type'].sort(),
    );
    expect(res.errors?.postcode).toBe('Please enter a 5-digit postcode.');
    const cn = await fx.t.call('user-create-property', propertyInput({ postcode: 'x' }), {
      token: fx.tokens.owner,
      lang: 'cn',
    });
    expect(cn.errors?.postcode).toBe('请输入 5 位数邮编。');
  });

  it('names only landlords of its own company as owners', async () => {
    const good = await ok<TProperty>(
      fx,
      'user-create-property',
      propertyInput({ landlord_user_id: fx.landlord.id }),
      fx.tokens.owner,
    );
    expect(good.landlord_user_id).toBe(fx.landlord.id);
    const res = await fx.t.call('user-create-property', propertyInput({ landlord_user_id: fx.owner.id }), {
      token: fx.tokens.owner,
    });
    expect([res.status_code, res.errors?.landlord_user_id]).toEqual([
      101,
      'Choose a landlord of your company.',
    ]);
  });

  it('replaces the form fields on update and keeps photos when they are not sent', async () => {
    const p = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    const updated = await ok<TProperty>(
      fx,
      'user-update-property',
      { id: p.id, ...propertyInput({ name: 'Renamed', developer: undefined, facilities: ['lift'] }) },
      fx.tokens.team,
    );
    expect(updated).toMatchObject({ name: 'Renamed', developer: null, facilities: ['lift'], photos: [] });
  });
});

describe('user-list-properties', () => {
  it('lists the company only, with tab counts, search and pagination', async () => {
    await ok(fx, 'user-create-property', propertyInput({ name: 'Other Co Tower' }), fx.tokens.other);
    const all = await ok<TListPropertiesOutput['data']>(
      fx,
      'user-list-properties',
      { page_size: 2 },
      fx.tokens.owner,
    );
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.items.every((i) => i.company_id === fx.company.id)).toBe(true);
    const res = await fx.t.call<TListPropertiesOutput['data']>(
      'user-list-properties',
      { status: 'draft' },
      {
        token: fx.tokens.owner,
      },
    );
    expect((res as unknown as TListPropertiesOutput).status_counts.draft).toBe(all.total);
    const found = await ok<TListPropertiesOutput['data']>(
      fx,
      'user-list-properties',
      { search: 'renamed' },
      fx.tokens.owner,
    );
    expect(found.items.map((i) => i.name)).toEqual(['Renamed']);
    expect(await code(fx, 'user-list-properties', { status: 'gone' }, fx.tokens.owner)).toBe(101);
    expect(await code(fx, 'user-list-properties', { page_size: 1000 }, fx.tokens.owner)).toBe(101);
  });
});
