import { inventoryListItems, ledgerTransfers, refunds } from '@sewa/db';
import { makeInventoryList } from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';
import {
  approvedBooking,
  balance,
  makeEstate,
  manualTenancy,
  move,
  type TMoneyApp,
  type TTenancy,
  tenancyFromBooking,
  useTenancyApp,
} from './tenancy-kit';

// user-settle-tenancy-deposits: at move-out (ended or terminated), once; deductions itemised and never
// more than the ledger holds; the balance becomes a deposit refund that follows the refund flow.

let t: TMoneyApp;
useTenancyApp((app) => {
  t = app;
});
const db = () => t.database.db;

const get = async (token: string, id: number) =>
  (await t.call<TTenancy>('user-get-tenancy', { id }, { token })).data!;

/** A tenancy from a confirmed booking, checked in (RM 3,500 deposits held), activated, then terminated. */
async function movedOut() {
  const { listing, tenant, bookingId } = await approvedBooking(t, { confirm: true });
  const op = listing.operatorToken;
  const made = await tenancyFromBooking(t, op, bookingId);
  await makeInventoryList(db(), {
    tenancy: { id: made.id, companyId: listing.company.id },
    status: 'agreed',
  });
  expect(await move(t, op, 'user-check-in-tenancy', made.id)).toBe(100);
  expect(await move(t, op, 'user-activate-tenancy', made.id)).toBe(100);
  const settleEarly = await t.call(
    'user-settle-tenancy-deposits',
    { tenancy_id: made.id, deductions: '[]' },
    { token: op },
  );
  expect(settleEarly.status_code).toBe(104);
  expect(await move(t, op, 'user-terminate-tenancy', made.id, { reason: 'Tenant left early' })).toBe(100);
  const moveOut = await makeInventoryList(db(), {
    tenancy: { id: made.id, companyId: listing.company.id },
    kind: 'move_out',
    status: 'agreed',
    items: [{ name: 'Lamp', condition: 'damaged', checkInCondition: 'good' }],
  });
  const [line] = await db()
    .select()
    .from(inventoryListItems)
    .where(eq(inventoryListItems.listId, moveOut.id));
  return { listing, tenant, made, op, lineId: line!.id };
}

describe('deposit settlement', () => {
  it('refuses deductions above what is held (101) and lines of another tenancy', async () => {
    const { made, op } = await movedOut();
    const settle = (deductions: unknown, lang: 'en' | 'cn' = 'en') =>
      t.call(
        'user-settle-tenancy-deposits',
        { tenancy_id: made.id, deductions: JSON.stringify(deductions) },
        {
          token: op,
          lang,
        },
      );
    const tooMuch = [
      { label: 'Repaint', amount_sen: 300_000 },
      { label: 'Cleaning', amount_sen: 50_001 },
    ];
    expect((await settle(tooMuch)).errors).toEqual({
      deductions: 'Deductions cannot be more than the deposits held.',
    });
    expect((await settle(tooMuch, 'cn')).errors).toEqual({ deductions: '扣除金额不能超过所持押金。' });
    const other = await movedOut();
    expect(
      (await settle([{ label: 'Lamp', amount_sen: 100, inventory_list_item_id: other.lineId }])).status_code,
    ).toBe(101);
    expect((await settle([{ label: '', amount_sen: 100 }])).status_code).toBe(101);
    expect((await get(op, made.id)).deposit_settlement).toBeNull();
  });

  it('splits the held deposits into deductions and a refund that is then approved and paid', async () => {
    const { listing, tenant, made, op, lineId } = await movedOut();
    const refundBefore = await balance(t, 'tenant', tenant.user.id, 'refund_payable');
    const incomeBefore = await balance(t, 'company', listing.company.id, 'operator_income');
    const settled = await t.call<TTenancy>(
      'user-settle-tenancy-deposits',
      {
        tenancy_id: made.id,
        deductions: JSON.stringify([
          { label: 'Broken lamp', amount_sen: 20_000, inventory_list_item_id: lineId },
          { label: 'Cleaning', amount_sen: 5_000 },
        ]),
      },
      { token: op },
    );
    expect(settled.status_code, JSON.stringify(settled)).toBe(100);
    expect(settled.data!.deposit_held_sen).toBe(0);
    expect(settled.data!.deposit_settlement).toMatchObject({
      held_sen: 350_000,
      deductions_sen: 25_000,
      refund_sen: 325_000,
      refund_status: 'requested',
      deductions: [
        { label: 'Broken lamp', amount_sen: 20_000, inventory_list_item_id: lineId },
        { label: 'Cleaning', amount_sen: 5_000, inventory_list_item_id: null },
      ],
    });
    expect(settled.data!.history.at(-1)).toMatchObject({ action: 'settle_deposits' });
    expect((await balance(t, 'tenant', tenant.user.id, 'refund_payable')) - refundBefore).toBe(325_000);
    expect((await balance(t, 'company', listing.company.id, 'operator_income')) - incomeBefore).toBe(25_000);
    const transfers = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `tenancy:${made.id}:deposits`));
    expect(transfers.map((x) => x.kind)).toEqual(['deposit_settlement']);
    const [refund] = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.tenancyId, made.id), eq(refunds.source, 'deposit')));
    expect(refund).toMatchObject({
      status: 'requested',
      amountSen: 325_000,
      userId: tenant.user.id,
      bookingId: null,
    });
    expect(settled.data!.deposit_settlement!.refund_id).toBe(refund!.id);

    // Once only.
    expect(
      (await t.call('user-settle-tenancy-deposits', { tenancy_id: made.id, deductions: '[]' }, { token: op }))
        .status_code,
    ).toBe(104);

    // The tenant sees the refund with the tenancy's code, and is told.
    const mine = await t.call<{
      items: { id: number; source: string; tenancy_code: string | null; booking_ref: string | null }[];
    }>('user-list-refunds', {}, { token: tenant.token });
    expect(mine.data!.items.find((r) => r.id === refund!.id)).toMatchObject({
      source: 'deposit',
      tenancy_code: made.code,
      booking_ref: null,
    });
    const found = await t.call<{ items: { id: number; property_name: string | null }[] }>(
      'user-list-refunds',
      { search: made.code },
      { token: op },
    );
    expect(found.data!.items).toEqual([
      expect.objectContaining({ id: refund!.id, property_name: listing.property.name }),
    ]);
    const notices = await t.call<{ items: { title_en: string }[] }>(
      'user-list-notifications',
      {},
      {
        token: tenant.token,
      },
    );
    expect(notices.data!.items[0]!.title_en).toBe('Deposits settled');

    // The refund flow: approve, then mark paid against a bank reference.
    expect((await t.call('user-approve-refund', { refund_id: refund!.id }, { token: op })).status_code).toBe(
      100,
    );
    expect((await get(op, made.id)).deposit_settlement!.refund_status).toBe('approved');
    const paid = await t.call(
      'user-mark-refund-paid',
      { refund_id: refund!.id, reference: 'MBB-778812' },
      {
        token: op,
      },
    );
    expect(paid.status_code).toBe(100);
    expect((await get(tenant.token, made.id)).deposit_settlement!.refund_status).toBe('refunded');
    expect(await balance(t, 'tenant', tenant.user.id, 'refund_payable')).toBe(refundBefore);
    await expectLedgerSound(db());
  });

  it('settles a tenancy with nothing held without a refund', async () => {
    const e = await makeEstate(t);
    const made = await manualTenancy(t, e);
    await move(t, e.operatorToken, 'user-activate-tenancy', made.id);
    await move(t, e.operatorToken, 'user-terminate-tenancy', made.id, { reason: 'Sold' });
    const bad = await t.call(
      'user-settle-tenancy-deposits',
      { tenancy_id: made.id, deductions: JSON.stringify([{ label: 'Paint', amount_sen: 1 }]) },
      { token: e.operatorToken },
    );
    expect(bad.errors).toEqual({ deductions: 'Deductions cannot be more than the deposits held.' });
    const ok = await t.call<TTenancy>(
      'user-settle-tenancy-deposits',
      { tenancy_id: made.id },
      {
        token: e.operatorToken,
      },
    );
    expect(ok.data!.deposit_settlement).toMatchObject({ held_sen: 0, refund_sen: 0, refund_id: null });
    // Neither the tenant nor the landlord may settle.
    for (const token of [e.tenantToken, e.landlordToken])
      expect(
        (await t.call('user-settle-tenancy-deposits', { tenancy_id: made.id }, { token })).status_code,
      ).toBe(103);
  });
});
