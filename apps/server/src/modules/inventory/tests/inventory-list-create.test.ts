import { makeTeamMember, makeTenancy } from '@sewa/db/testing';
import { describe, expect, it } from 'vitest';
import {
  code,
  createList,
  makePlace,
  makeTenantWithTenancy,
  ok,
  type TTestApp,
  tokenOf,
  useInventoryApp,
} from './inventory-kit';

// user-create-inventory-list for a check-in: lines copied from the place's items (a room tenancy: the
// unit's common items and its room's; a whole-unit tenancy: every room's), one list per tenancy and kind.

let t: TTestApp;
useInventoryApp((app) => {
  t = app;
});

const lineSummary = (d: { items: { name: string; area: string | null; room_id: number | null }[] }) =>
  d.items.map((i) => [i.area, i.name]);

describe('user-create-inventory-list (check-in)', () => {
  it("copies the unit's common items and the tenancy's room's items for a room tenancy", async () => {
    const place = await makePlace(t);
    const { tenancy } = await makeTenantWithTenancy(t, place);
    const list = await createList(t, place.operatorToken, tenancy.id);
    expect(list).toMatchObject({
      tenancy_id: tenancy.id,
      kind: 'check_in',
      status: 'draft',
      item_count: 3,
      room_name: 'Room A',
      actions: ['send'],
      can_edit_items: true,
      can_answer: false,
      signature: null,
      pdf_url: null,
    });
    expect(lineSummary(list)).toEqual([
      [null, 'Sofa'],
      [null, 'Television'],
      ['Room A', 'Bed frame'],
    ]);
    expect(list.items[1]).toMatchObject({
      catalogue_key: 'tv',
      condition: 'new',
      quantity: 1,
      not_to_rate: false,
      is_extra: false,
      check_in_condition: null,
      is_damaged: false,
    });
    expect(list.history.map((h) => [h.action, h.from_status, h.to_status])).toEqual([
      ['create', null, 'draft'],
    ]);

    // One check-in list per tenancy.
    expect(
      await code(t, 'user-create-inventory-list', { tenancy_id: tenancy.id }, { token: place.operatorToken }),
    ).toBe(104);
  });

  it('copies every room for a whole-unit tenancy, and keeps its copy when an item is deleted', async () => {
    const place = await makePlace(t);
    const { tenancy } = await makeTenantWithTenancy(t, place, { room: null, status: 'active' });
    const list = await createList(t, place.operatorToken, tenancy.id);
    expect(lineSummary(list)).toEqual([
      [null, 'Sofa'],
      [null, 'Television'],
      ['Room A', 'Bed frame'],
      ['Room B', 'Wardrobe'],
    ]);
    expect(
      await code(
        t,
        'user-delete-inventory-item',
        { inventory_item_id: place.items.wardrobe.id },
        { token: place.operatorToken },
      ),
    ).toBe(100);
    const again = await ok(t, 'user-get-inventory-list', { id: list.id }, { token: place.operatorToken });
    expect(again.items.map((i) => i.name)).toContain('Wardrobe');
  });

  it('refuses a closed tenancy (104), a move-out list before an agreed check-in (104), others (102)', async () => {
    const place = await makePlace(t);
    const token = place.operatorToken;
    const ended = await makeTenantWithTenancy(t, place, { status: 'ended' });
    expect(await code(t, 'user-create-inventory-list', { tenancy_id: ended.tenancy.id }, { token })).toBe(
      104,
    );
    const cancelled = await makeTenancy(t.database.db, {
      unit: place.unit,
      room: place.roomB,
      tenantUserId: ended.user.id,
      status: 'cancelled',
    });
    expect(await code(t, 'user-create-inventory-list', { tenancy_id: cancelled.id }, { token })).toBe(104);
    const pending = await makeTenantWithTenancy(t, place);
    expect(
      await code(
        t,
        'user-create-inventory-list',
        { tenancy_id: pending.tenancy.id, kind: 'move_out' },
        { token },
      ),
    ).toBe(104);
    expect(
      await code(
        t,
        'user-create-inventory-list',
        { tenancy_id: ended.tenancy.id, kind: 'move_out' },
        { token },
      ),
    ).toBe(104);

    const other = await makePlace(t);
    expect(
      await code(
        t,
        'user-create-inventory-list',
        { tenancy_id: pending.tenancy.id },
        { token: other.operatorToken },
      ),
    ).toBe(102);
    // The tenant does not make lists (103); nor a team member without the privilege.
    expect(
      await code(
        t,
        'user-create-inventory-list',
        { tenancy_id: pending.tenancy.id },
        { token: pending.token },
      ),
    ).toBe(103);
    const keeper = await makeTeamMember(t.database.db, place.company.id, place.operator.id, ['properties']);
    expect(
      await code(
        t,
        'user-create-inventory-list',
        { tenancy_id: pending.tenancy.id },
        { token: await tokenOf(t, keeper) },
      ),
    ).toBe(103);
    expect(await code(t, 'user-create-inventory-list', { tenancy_id: 'x' }, { token })).toBe(101);
    expect(
      await code(
        t,
        'user-create-inventory-list',
        { tenancy_id: pending.tenancy.id, kind: 'later' },
        { token },
      ),
    ).toBe(101);
  });
});
