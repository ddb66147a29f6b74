import { tenancies } from '@sewa/db';
import { pngFile } from '@sewa/domain/testing/png';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  code,
  createList,
  fetchFile,
  makePerson,
  makePlace,
  makeTenantWithTenancy,
  ok,
  SIGNATURE,
  sentList,
  type TTestApp,
  useInventoryApp,
} from './inventory-kit';

// The tenant's answers line by line (not to rate, remarks, extra items the operator accepts or refuses),
// and the move-out list: the agreed check-in list's lines with their check-in condition, damage flagged.

let t: TTestApp;
useInventoryApp((app) => {
  t = app;
});

describe('marks and extras', () => {
  it('lets the tenant mark lines and add extras while pending; the operator accepts or refuses them', async () => {
    const place = await makePlace(t);
    const op = { token: place.operatorToken };
    const tenant = await makeTenantWithTenancy(t, place);
    const stranger = await makePerson(t, 'tenant');
    const list = await sentList(t, place, tenant.tenancy.id);
    const id = { inventory_list_id: list.id };

    const marked = await ok(
      t,
      'user-mark-inventory-list-item',
      { inventory_list_item_id: list.items[1]!.id, not_to_rate: true, tenant_remarks: 'Cannot switch it on' },
      tenant,
    );
    expect(marked.items[1]).toMatchObject({ not_to_rate: true, tenant_remarks: 'Cannot switch it on' });
    // The operator does not mark (103).
    expect(
      await code(
        t,
        'user-mark-inventory-list-item',
        { inventory_list_item_id: list.items[1]!.id, not_to_rate: true },
        op,
      ),
    ).toBe(103);

    const withExtras = await ok(
      t,
      'user-add-extra-inventory-item',
      { ...id, name: 'Standing fan', quantity: 1, condition: 'fair', photos: [pngFile(200, 200, 'fan.png')] },
      tenant,
    );
    await ok(
      t,
      'user-add-extra-inventory-item',
      { ...id, name: 'Iron', quantity: 1, condition: 'good' },
      tenant,
    );
    const after = await ok(t, 'user-get-inventory-list', { id: list.id }, op);
    const [fan, iron] = after.items.slice(-2);
    expect(fan).toMatchObject({
      name: 'Standing fan',
      is_extra: true,
      extra_status: 'pending',
      room_id: null,
    });
    expect(withExtras.items.at(-1)!.photos).toHaveLength(1);
    // The extra's photo: the tenant (its owner) and the company read it; another tenant does not.
    const photo = fan!.photos[0]!.url;
    expect((await fetchFile(t, photo, tenant.token)).statusCode).toBe(200);
    expect((await fetchFile(t, photo, place.operatorToken)).statusCode).toBe(200);
    expect((await fetchFile(t, photo, stranger.token)).statusCode).toBe(404);
    expect(
      await code(
        t,
        'user-add-extra-inventory-item',
        { ...id, name: 'X', quantity: 1, condition: 'good' },
        op,
      ),
    ).toBe(103);

    const decide = (lineId: number, decision: string) =>
      t.call<{ items: { id: number; extra_status: string | null }[] }>(
        'user-decide-extra-inventory-item',
        { inventory_list_item_id: lineId, decision },
        op,
      );
    expect((await decide(fan!.id, 'maybe')).status_code).toBe(101);
    expect((await decide(list.items[0]!.id, 'accepted')).status_code).toBe(104); // not an extra
    expect((await decide(fan!.id, 'accepted')).data!.items.find((i) => i.id === fan!.id)!.extra_status).toBe(
      'accepted',
    );
    expect((await decide(fan!.id, 'refused')).status_code).toBe(104); // decided once
    expect((await decide(iron!.id, 'refused')).status_code).toBe(100);
    expect(
      await code(
        t,
        'user-decide-extra-inventory-item',
        { inventory_list_item_id: iron!.id, decision: 'accepted' },
        tenant,
      ),
    ).toBe(103);

    // Once answered, the tenant marks and adds no more (104).
    await ok(t, 'user-agree-inventory-list', { ...id, signature: SIGNATURE }, tenant);
    expect(
      await code(
        t,
        'user-mark-inventory-list-item',
        { inventory_list_item_id: list.items[0]!.id, not_to_rate: true },
        tenant,
      ),
    ).toBe(104);
    expect(
      await code(
        t,
        'user-add-extra-inventory-item',
        { ...id, name: 'Y', quantity: 1, condition: 'good' },
        tenant,
      ),
    ).toBe(104);
  });
});

describe('the move-out list', () => {
  it('copies the agreed check-in lines with their condition (accepted extras in, refused out) and flags damage', async () => {
    const place = await makePlace(t);
    const op = { token: place.operatorToken };
    const tenant = await makeTenantWithTenancy(t, place);
    const checkIn = await sentList(t, place, tenant.tenancy.id);
    const id = { inventory_list_id: checkIn.id };
    await ok(
      t,
      'user-add-extra-inventory-item',
      { ...id, name: 'Kettle', quantity: 1, condition: 'good' },
      tenant,
    );
    await ok(
      t,
      'user-add-extra-inventory-item',
      { ...id, name: 'Rug', quantity: 1, condition: 'poor' },
      tenant,
    );
    const withExtras = await ok(t, 'user-get-inventory-list', { id: checkIn.id }, op);
    const [kettle, rug] = withExtras.items.slice(-2);
    await ok(
      t,
      'user-decide-extra-inventory-item',
      { inventory_list_item_id: kettle!.id, decision: 'accepted' },
      op,
    );
    await ok(
      t,
      'user-decide-extra-inventory-item',
      { inventory_list_item_id: rug!.id, decision: 'refused' },
      op,
    );
    await ok(t, 'user-agree-inventory-list', { ...id, signature: SIGNATURE }, tenant);

    // Not while the tenancy is pending; once active, one move-out list.
    expect(
      await code(t, 'user-create-inventory-list', { tenancy_id: tenant.tenancy.id, kind: 'move_out' }, op),
    ).toBe(104);
    await t.database.db
      .update(tenancies)
      .set({ status: 'active' })
      .where(eq(tenancies.id, tenant.tenancy.id));
    const moveOut = await createList(t, place.operatorToken, tenant.tenancy.id, 'move_out');
    expect(moveOut).toMatchObject({ kind: 'move_out', status: 'draft' });
    expect(
      moveOut.items.map((i) => [i.name, i.condition, i.check_in_condition, i.is_damaged, i.is_extra]),
    ).toEqual([
      ['Sofa', 'good', 'good', false, false],
      ['Television', 'new', 'new', false, false],
      ['Bed frame', 'good', 'good', false, false],
      ['Kettle', 'good', 'good', false, false],
    ]);
    expect(
      await code(t, 'user-create-inventory-list', { tenancy_id: tenant.tenancy.id, kind: 'move_out' }, op),
    ).toBe(104);

    const [sofa, tv, bed] = moveOut.items;
    const update = (lineId: number, condition: string, notToRate = false) =>
      ok(
        t,
        'user-update-inventory-list-item',
        { inventory_list_item_id: lineId, quantity: 1, condition, not_to_rate: notToRate },
        op,
      );
    await update(sofa!.id, 'damaged');
    await update(tv!.id, 'good'); // new → good: worse
    const last = await update(bed!.id, 'missing', true); // not to rate: never damage
    expect(last.items.map((i) => [i.name, i.is_damaged])).toEqual([
      ['Sofa', true],
      ['Television', true],
      ['Bed frame', false],
      ['Kettle', false],
    ]);

    // The tenant signs the move-out list too; the check-in list is untouched.
    await ok(t, 'user-send-inventory-list', { inventory_list_id: moveOut.id }, op);
    const signed = await ok(
      t,
      'user-agree-inventory-list',
      { inventory_list_id: moveOut.id, signature: SIGNATURE },
      tenant,
    );
    expect(signed.items.filter((i) => i.is_damaged).map((i) => i.name)).toEqual(['Sofa', 'Television']);
    expect((await fetchFile(t, signed.pdf_url!, tenant.token)).statusCode).toBe(200);
    // The agreement list's rows carry the signer and the signed PDF too.
    const rows = await t.call<{
      items: { id: number; signer_name: string | null; pdf_url: string | null }[];
    }>('user-list-inventory-lists', { status: 'agreed' }, { token: op.token });
    expect(rows.data!.items.find((r) => r.id === moveOut.id)).toMatchObject({
      signer_name: signed.signature!.name,
      pdf_url: signed.pdf_url,
    });
    expect(
      (await ok(t, 'user-get-inventory-list', { id: checkIn.id }, op)).items.map((i) => i.condition),
    ).toEqual(['good', 'new', 'good', 'good', 'poor']);
  });
});
