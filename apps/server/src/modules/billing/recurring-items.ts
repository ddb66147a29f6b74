import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { todayOf } from '../tenancy/viewer';
import { autoBillingView } from './auto-billing';
import { priceItems, type TItem } from './invoice-core';
import { findAutoBilling, findTenancyInScope, upsertAutoBilling } from './repository';

// user-set-recurring-items: the tenancy's recurring items (docs/decisions/0021-billing.md "Auto billing"),
// charged every period with the rent, replaced as a whole without activating or terminating auto billing.
// Each is priced now as the issuing will price it (the company's own product and an active tax item of
// it, 101 otherwise), so a saved item does not fail its period later. Another company's tenancy is 102; a
// tenancy that has ended or was cancelled takes no new items (104).

export async function setRecurringItems(
  uc: TUseCase,
  input: { tenancy_id: number; recurring_items: Omit<TItem, 'quantity'>[] },
) {
  const at = uc.services.now();
  const today = todayOf(uc);
  const row = await uc.services.db.transaction(async (tx) => {
    const tenancy = await findTenancyInScope(tx, uc.scope, input.tenancy_id);
    if (!tenancy) throw notFound();
    if (!['pending', 'active'].includes(tenancy.status)) throw conflict();
    const items = input.recurring_items.map((i) => ({ ...i, quantity: 1 }));
    await priceItems(tx, tenancy.companyId, items, at, 'recurring_items');
    const before = await findAutoBilling(tx, tenancy.id);
    const saved = await upsertAutoBilling(tx, {
      tenancyId: tenancy.id,
      companyId: tenancy.companyId,
      isActive: before?.isActive ?? false,
      activeFrom: before?.activeFrom ?? today,
      activatedAt: before?.activatedAt ?? null,
      terminatedAt: before?.terminatedAt ?? null,
      recurringItems: input.recurring_items.map((i) => ({
        product_id: i.product_id,
        unit_price_sen: i.unit_price_sen,
        ...(i.description ? { description: i.description } : {}),
        ...(i.tax_item_id ? { tax_item_id: i.tax_item_id } : {}),
      })),
      updatedAt: at,
    });
    await audit(tx, uc, {
      companyId: tenancy.companyId,
      action: 'update_recurring_items',
      entity: 'tenancy',
      entityId: tenancy.id,
      before: { recurring_items: before?.recurringItems ?? [] },
      after: { recurring_items: saved.recurringItems },
    });
    return { tenancy, saved };
  });
  return autoBillingView(row.tenancy, row.saved, today);
}
