import type { TDbExecutor } from '@sewa/db';
import type { TLifecycleEvent, TRefund } from '@sewa/domain';
import { bookingRef } from '@sewa/domain';
import { listHistory } from '../lifecycle/index';
import { findRefundRow, type TRefundListRow } from './repository';

const ZERO = {
  paid_sen: 0,
  credit_check_fee_sen: 0,
  operator_claim_sen: 0,
  platform_claim_sen: 0,
  refund_sen: 0,
};

export function toRefund(r: TRefundListRow, history: TLifecycleEvent[]): TRefund {
  const f = r.refund;
  return {
    id: f.id,
    company_id: f.companyId,
    company_name: r.companyName,
    user_id: f.userId,
    tenant_name: r.tenantName,
    source: f.source as TRefund['source'],
    booking_id: f.bookingId,
    booking_ref: f.bookingId === null ? null : bookingRef(f.bookingId),
    tenancy_id: f.tenancyId,
    tenancy_code: r.tenancyCode,
    property_name: r.propertyName,
    amount_sen: f.amountSen,
    breakdown: { ...ZERO, ...f.breakdown },
    status: f.status as TRefund['status'],
    reason: f.reason,
    payout_reference: f.payoutReference,
    paid_at: f.paidAt?.toISOString() ?? null,
    created_at: f.createdAt.toISOString(),
    history,
  };
}

export async function refundDetail(db: TDbExecutor, id: number): Promise<TRefund> {
  const [row, history] = await Promise.all([findRefundRow(db, id), listHistory(db, 'refund', id)]);
  return toRefund(row, history);
}
