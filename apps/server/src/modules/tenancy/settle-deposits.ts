import { TENANCY_CLOSED_STATUSES, type TTenancyStatus } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, invalid, notFound } from '../../http/errors';
import { insertRefund } from '../booking/repository';
import { balanceOf, tenancyAccount } from '../ledger/index';
import { recordTransition } from '../lifecycle/index';
import { postDepositSettlement } from './money';
import { noticeTenant } from './notices';
import {
  findPropertyName,
  findSettlement,
  findTenancy,
  insertSettlement,
  listLineIdsOfTenancy,
  lockTenancy,
} from './repository';
import { tenancyDetail } from './tenancy-view';
import { byOf, todayOf, viewerOf } from './viewer';

// user-settle-tenancy-deposits: at move-out (the tenancy ended or terminated), once. What the ledger
// holds as the tenancy's deposits is split: itemised deductions to the operator's income, the balance
// owed back to the tenant as a deposit refund (requested), which then follows the refund flow (approve,
// mark paid). Deductions above what is held are 101.

type TDeduction = { label: string; amount_sen: number; inventory_list_item_id?: number };

export async function settleTenancyDeposits(
  uc: TUseCase,
  input: { tenancy_id: number; deductions: TDeduction[] },
) {
  const { db } = uc.services;
  const now = uc.services.now();
  const after = await db.transaction(async (tx) => {
    const found = await lockTenancy(tx, uc.scope, input.tenancy_id);
    if (!found) throw notFound();
    if (!TENANCY_CLOSED_STATUSES.includes(found.status as TTenancyStatus)) throw conflict();
    if (await findSettlement(tx, found.id)) throw conflict();
    const lineIds = input.deductions.flatMap((d) => d.inventory_list_item_id ?? []);
    const known = await listLineIdsOfTenancy(tx, found.id, lineIds);
    if (lineIds.some((id) => !known.includes(id))) throw invalid({ deductions: 'not-allowed' });
    const held = await balanceOf(tx, tenancyAccount(found));
    const deductionsSen = input.deductions.reduce((s, d) => s + d.amount_sen, 0);
    if (deductionsSen > held) throw invalid({ deductions: 'deductions-exceed-held' });
    const amounts = { held_sen: held, deductions_sen: deductionsSen, refund_sen: held - deductionsSen };
    await postDepositSettlement(tx, found, amounts, byOf(uc), now);
    const refund =
      amounts.refund_sen > 0
        ? await insertRefund(tx, {
            companyId: found.companyId,
            userId: found.tenantUserId,
            source: 'deposit',
            tenancyId: found.id,
            amountSen: amounts.refund_sen,
            // The refund screens' breakdown: what was held, what the operator kept, what goes back.
            breakdown: {
              paid_sen: held,
              operator_claim_sen: deductionsSen,
              refund_sen: amounts.refund_sen,
            },
            status: 'requested',
            createdAt: now,
            updatedAt: now,
          })
        : null;
    const by = byOf(uc);
    const settlement = await insertSettlement(tx, {
      companyId: found.companyId,
      tenancyId: found.id,
      heldSen: held,
      deductions: input.deductions.map((d) => ({
        label: d.label,
        amount_sen: d.amount_sen,
        inventory_list_item_id: d.inventory_list_item_id ?? null,
      })),
      deductionsSen,
      refundSen: amounts.refund_sen,
      refundId: refund?.id ?? null,
      createdByKind: by.kind,
      createdById: by.id ?? 0,
      createdAt: now,
    });
    await recordTransition(tx, {
      companyId: found.companyId,
      subjectType: 'tenancy',
      subjectId: found.id,
      action: 'settle_deposits',
      from: found.status,
      to: found.status,
      uc,
      at: now,
    });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'settle_deposits',
      entity: 'tenancy',
      entityId: found.id,
      after: { settlement_id: settlement.id, refund_id: refund?.id ?? null, ...amounts },
    });
    const propertyName = await findPropertyName(tx, found.propertyId);
    return noticeTenant(tx, uc.services, found, 'deposits_settled', propertyName, {
      refundSen: amounts.refund_sen,
    });
  });
  await after();
  return tenancyDetail(db, (await findTenancy(db, uc.scope, input.tenancy_id))!, viewerOf(uc), todayOf(uc));
}
