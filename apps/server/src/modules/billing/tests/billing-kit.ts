import { products, taxItems } from '@sewa/db';
import type { TPayloadValue } from '@sewa/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';
import {
  balance,
  makeEstate,
  manualTenancy,
  type TEstate,
  type TMoneyApp,
} from '../../tenancy/tests/tenancy-kit';

// Shared set-up of the billing tests: the tenancy kit's estate (a company whose gateway is active for
// the simulator, a landlord's property, a tenant), an active tenancy of it, the company's products, and
// the calls the tests make over and over.

export {
  adminToken,
  makeEstate,
  makeListing,
  type TMoneyApp,
  useTenancyApp as useBillingApp,
} from '../../tenancy/tests/tenancy-kit';

export type TInvoice = {
  id: number;
  number: string | null;
  invoice_status: string;
  payment_status: string;
  subtotal_sen: number;
  tax_sen: number;
  total_sen: number;
  paid_sen: number;
  balance_sen: number;
  invoice_date: string;
  due_date: string;
  source: string;
  tenancy_id: number;
  actions: string[];
  lines: {
    product_name: string;
    amount_sen: number;
    line_tax_sen: number;
    line_total_sen: number;
    description: string | null;
  }[];
  payments: {
    id: number;
    amount_sen: number;
    method: string;
    is_reverted: boolean;
    receipt_number: string;
  }[];
  reminders: { kind: string; day: string }[];
  history: { action: string; to_status: string }[];
  reactivated_to_id: number | null;
  source_invoice_id: number | null;
};

/** An estate with an active tenancy of its whole unit (tenure 1 June 2026 – 31 May 2027, rent RM 1,500). */
export async function billedEstate(
  t: TMoneyApp,
  over: Record<string, TPayloadValue> = {},
  listing?: Parameters<typeof makeEstate>[1],
) {
  const e = await makeEstate(t, listing);
  const tenancy = await manualTenancy(t, e, {}, over);
  const activated = await t.call(
    'user-activate-tenancy',
    { tenancy_id: tenancy.id },
    { token: e.operatorToken },
  );
  if (activated.status_code !== 100) throw new Error(`activate refused: ${JSON.stringify(activated)}`);
  // The company's products (copied from the masters on first look).
  await t.call('user-list-products', {}, { token: e.operatorToken });
  return { ...e, tenancy };
}
export type TBilledEstate = Awaited<ReturnType<typeof billedEstate>>;

export async function productId(t: TMoneyApp, companyId: number, code: string) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.code, code)));
  return row!.id;
}

/** SST 8% (exclusive), from the migration's reference data. */
export async function sst8(t: TMoneyApp) {
  const [row] = await t.database.db
    .select({ id: taxItems.id })
    .from(taxItems)
    .where(eq(taxItems.code, 'sst-8'));
  return row!.id;
}

/** A draft invoice of two lines: rent RM 1,500 untaxed and a fee of 3 × RM 0.35 at SST 8%. */
export async function draftInvoice(
  t: TMoneyApp,
  e: TEstate & { tenancy: { id: number } },
  taxItemId: number,
) {
  const rent = await productId(t, e.company.id, 'rent');
  const fee = await productId(t, e.company.id, 'other_fee');
  const res = await t.call<TInvoice>(
    'user-create-invoice',
    {
      tenancy_id: e.tenancy.id,
      items: JSON.stringify([
        { product_id: rent, description: 'June rent', quantity: 1, unit_price_sen: 150_000 },
        { product_id: fee, quantity: 3, unit_price_sen: 35, tax_item_id: taxItemId },
      ]),
      invoice_date: '2026-05-04',
      due_date: '2026-05-11',
    },
    { token: e.operatorToken },
  );
  if (res.status_code !== 100) throw new Error(`create refused: ${JSON.stringify(res)}`);
  return res.data!;
}

export async function act(t: TMoneyApp, token: string, name: string, payload: Record<string, TPayloadValue>) {
  return t.call<TInvoice>(name, payload, { token });
}

export const receivable = (t: TMoneyApp, tenantUserId: number) =>
  balance(t, 'tenant', tenantUserId, 'tenant_receivable');
export const income = (t: TMoneyApp, companyId: number) =>
  balance(t, 'company', companyId, 'operator_income');

/** The ledger is sound after a step (verify-ledger: balances equal their lines, transfers sum to zero). */
export const ledgerSound = (t: TMoneyApp) => expectLedgerSound(t.database.db);

export { balance, expect };
