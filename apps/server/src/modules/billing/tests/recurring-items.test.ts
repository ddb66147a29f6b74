import { invoices } from '@sewa/db';
import { makeSession, makeTeamMember } from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billedEstate, makeListing, productId, sst8, type TMoneyApp, useBillingApp } from './billing-kit';

// user-set-recurring-items (docs/decisions/0021-billing.md "Auto billing"): the tenancy's recurring items
// replaced without touching activation, priced as the issuing prices them (101), the operator's side
// with account/invoice only (103), another company's tenancy 102, an ended tenancy 104; the job then
// charges them with the rent.

let t: TMoneyApp;
useBillingApp((app) => {
  t = app;
});

type TAuto = { is_active: boolean; recurring_items: { product_id: number; unit_price_sen: number }[] };

describe('user-set-recurring-items', () => {
  it('keeps the items the job charges every period, refusing what it could not price', async () => {
    const e = await billedEstate(t);
    const fee = await productId(t, e.company.id, 'other_fee');
    const tax = await sst8(t);
    const items = JSON.stringify([
      { product_id: fee, description: 'Cleaning', unit_price_sen: 5_000, tax_item_id: tax },
    ]);
    const set = (token: string, payload: Record<string, string | number> = {}) =>
      t.call<TAuto>(
        'user-set-recurring-items',
        { tenancy_id: e.tenancy.id, recurring_items: items, ...payload },
        { token },
      );
    const saved = await set(e.operatorToken);
    expect(saved.status_code).toBe(100);
    expect(saved.data).toMatchObject({
      is_active: false,
      recurring_items: [
        { product_id: fee, description: 'Cleaning', unit_price_sen: 5_000, tax_item_id: tax },
      ],
    });
    const read = await t.call<TAuto>(
      'user-get-auto-billing',
      { tenancy_id: e.tenancy.id },
      { token: e.operatorToken },
    );
    expect(read.data!.recurring_items).toHaveLength(1);

    // Who may: the tenant, the landlord and a member without account/invoice 103; another company 102.
    const member = await makeTeamMember(t.database.db, e.company.id, e.operator.id, ['tenancy']);
    const memberToken = await makeSession(t.database.db, { kind: 'user', id: member.id });
    for (const token of [e.tenantToken, e.landlordToken, memberToken])
      expect((await set(token)).status_code).toBe(103);
    const stranger = await makeListing(t);
    expect((await set(stranger.operatorToken)).status_code).toBe(102);
    // Another company's product, a bad price, a control character: 101 on the field.
    await t.call('user-list-products', {}, { token: stranger.operatorToken });
    const foreignProduct = await productId(t, stranger.company.id, 'other_fee');
    const foreign = await set(e.operatorToken, {
      recurring_items: JSON.stringify([{ product_id: foreignProduct, unit_price_sen: 100 }]),
    });
    expect(foreign.status_code).toBe(101);
    expect(foreign.errors).toMatchObject({ recurring_items: 'Choose one of your products.' });
    for (const bad of ['[{"product_id":1,"unit_price_sen":0}]', 'not json', '[{"product_id":"\u0007"}]'])
      expect((await set(e.operatorToken, { recurring_items: bad })).status_code).toBe(101);

    // Activated, the job charges rent and the item on the payment day.
    await t.call(
      'user-set-auto-billing',
      { tenancy_id: e.tenancy.id, is_active: true },
      { token: e.operatorToken },
    );
    await t.call('public-dev-run-jobs', { as_of: '2026-06-07T01:00:00+08:00' });
    const [issued] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenancyId, e.tenancy.id), eq(invoices.source, 'auto')));
    expect(issued).toMatchObject({ totalSen: 150_000 + 5_000 + 400 });
    // Saving items leaves auto billing active; removing every item is allowed.
    const emptied = await set(e.operatorToken, { recurring_items: '[]' });
    expect(emptied.data).toMatchObject({ is_active: true, recurring_items: [] });

    // An ended tenancy takes no new items (104).
    await t.call(
      'user-terminate-tenancy',
      { tenancy_id: e.tenancy.id, reason: 'Moved out' },
      { token: e.operatorToken },
    );
    expect((await set(e.operatorToken)).status_code).toBe(104);
  });
});
