import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyApp, makeAdminToken, makeOperator, type TMoneyApp } from '../../wallet/tests/money-kit';

// Products and tax items: a company starts with the master products; tax items are admin settings.

let t: TMoneyApp;
beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(() => t.close());

type TProducts = {
  items: { id: number; code: string | null; kind: string; name_en: string }[];
  total: number;
};
const valid = {
  name_en: 'Cleaning fee',
  name_cn: '清洁费',
  category: 'custom',
  default_amount_sen: 5_000,
  kind: 'income',
  counts_in_payouts: false,
};

describe('products', () => {
  it('a company starts with the master products, and manages its own', async () => {
    const op = await makeOperator(t);
    const list = await t.call<TProducts>('user-list-products', { page_size: 100 }, { token: op.token });
    expect(list.data!.items.map((p) => p.code)).toEqual([
      'rent',
      'utilities',
      'security_deposit',
      'utility_deposit',
      'access_card_deposit',
      'carpark_deposit',
      'move_in_fee',
      'registration_fee',
      'agreement_fee',
      'tenancy_agreement_fee',
      'credit_check_fee',
      'other_fee',
      'penalty',
      'custom',
    ]);
    const created = await t.call<{ id: number; code: null }>('user-create-product', valid, {
      token: op.token,
    });
    expect(created.data).toMatchObject({ code: null, name_en: 'Cleaning fee', default_amount_sen: 5_000 });
    const id = created.data!.id;
    const updated = await t.call<{ is_active: boolean }>(
      'user-update-product',
      { ...valid, id, is_active: false },
      { token: op.token },
    );
    expect(updated.data?.is_active).toBe(false);
    expect(
      (await t.call<TProducts>('user-list-products', { page_size: 100 }, { token: op.token })).data!.total,
    ).toBe(14);
    expect(
      (
        await t.call<TProducts>(
          'user-list-products',
          { include_inactive: true, page_size: 100 },
          { token: op.token },
        )
      ).data!.total,
    ).toBe(15);
    const deposits = await t.call<TProducts>(
      'user-list-products',
      { kind: 'deposit', page_size: 100 },
      { token: op.token },
    );
    expect(deposits.data!.items.map((p) => p.code)).toEqual([
      'security_deposit',
      'utility_deposit',
      'access_card_deposit',
      'carpark_deposit',
    ]);
    expect(deposits.data!.items.every((p) => p.kind === 'deposit')).toBe(true);

    const other = await makeOperator(t);
    expect((await t.call('user-get-product', { id }, { token: other.token })).status_code).toBe(102);
    expect((await t.call('user-update-product', { ...valid, id }, { token: other.token })).status_code).toBe(
      102,
    );
    expect(
      (await t.call('user-create-product', { ...valid, kind: 'rent' }, { token: op.token })).status_code,
    ).toBe(101);
    expect(
      (await t.call('user-create-product', { ...valid, tax_item_id: 999_999 }, { token: op.token })).errors,
    ).toEqual({
      tax_item_id: 'Choose a tax item.',
    });
  });

  it('admins keep the master products', async () => {
    const admin = await makeAdminToken(t);
    const created = await t.call<{ id: number }>(
      'admin-create-product',
      { ...valid, name_en: 'Key replacement' },
      { token: admin },
    );
    expect(created.status_code).toBe(100);
    const masters = await t.call<TProducts>('admin-list-products', { page_size: 100 }, { token: admin });
    expect(masters.data!.items.map((p) => p.name_en)).toContain('Key replacement');
    // A company that starts now gets it too.
    const op = await makeOperator(t);
    const list = await t.call<TProducts>(
      'user-list-products',
      { search: 'Key', page_size: 100 },
      { token: op.token },
    );
    expect(list.data!.items.map((p) => p.name_en)).toEqual(['Key replacement']);
  });
});

describe('tax items', () => {
  it('come with SST 8% and 6%; admins add and change them; operators read the active ones', async () => {
    const admin = await makeAdminToken(t);
    type TItems = { items: { code: string | null; rate_bp: number; name: string; id: number }[] };
    const list = await t.call<TItems>('admin-list-tax-items', {}, { token: admin });
    expect(list.data!.items.map((i) => [i.code, i.rate_bp])).toEqual([
      ['sst-8', 800],
      ['sst-6', 600],
    ]);
    const item = {
      name: 'Service tax 6% (commercial rent)',
      rate_bp: 600,
      calculation: 'exclusive',
      effective_from: '2026-01-01',
      sst_registration_number: 'W10-1808-32000001',
    };
    const created = await t.call<{ id: number; is_active: boolean }>(
      'admin-create-tax-item',
      { ...item, code: 'sst-6-rent' },
      { token: admin },
    );
    expect(created.data).toMatchObject({ is_active: true });
    expect(
      (await t.call('admin-create-tax-item', { ...item, code: 'sst-6-rent' }, { token: admin })).status_code,
    ).toBe(101);
    expect(
      (await t.call('admin-create-tax-item', { ...item, rate_bp: 10_001 }, { token: admin })).status_code,
    ).toBe(101);
    const off = await t.call<{ is_active: boolean }>(
      'admin-update-tax-item',
      { ...item, id: created.data!.id, is_active: false },
      { token: admin },
    );
    expect(off.data?.is_active).toBe(false);
    const op = await makeOperator(t);
    const seen = await t.call<TItems>('user-list-tax-items', {}, { token: op.token });
    expect(seen.data!.items.map((i) => i.code)).toEqual(['sst-8', 'sst-6']);
    expect(
      (await t.call('user-create-product', { ...valid, tax_item_id: created.data!.id }, { token: op.token }))
        .status_code,
    ).toBe(101);
  });
});
