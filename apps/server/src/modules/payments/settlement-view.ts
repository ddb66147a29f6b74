import type { TDbExecutor } from '@sewa/db';
import { settlementDayOf } from '../../integrations/payments/settlement-day';
import {
  settlementLines,
  type TMerchant,
  type TSettlementRow,
  unsettledPayments,
} from './settlement-repository';

export const settlementSummary = (s: TSettlementRow) => ({
  id: s.id,
  company_id: s.companyId,
  file_name: s.fileName,
  imported_at: s.createdAt.toISOString(),
  lines: s.lines,
  settled: s.settled,
  unmatched: s.unmatched,
  settled_amount_sen: s.settledAmountSen,
  fee_sen: s.feeSen,
});

/** The report with its lines, and the payments that should have been in it by its last day but are
 * still unsettled (worked out now, so a later report that settles them clears them). */
export async function settlementDetail(db: TDbExecutor, s: TSettlementRow) {
  const merchant: TMerchant =
    s.companyId === null ? { kind: 'platform' } : { kind: 'company', companyId: s.companyId };
  const lines = await settlementLines(db, s.id);
  const lastDay = s.lastSettledDate;
  const missing = lastDay
    ? (await unsettledPayments(db, merchant, new Date(`${lastDay}T00:00:00+08:00`))).filter(
        (p) => p.paidAt && settlementDayOf(p.paidAt) <= lastDay,
      )
    : [];
  return {
    ...settlementSummary(s),
    items: lines.map(({ line, paymentAmountSen }) => ({
      line_no: line.lineNo,
      reference_number: line.referenceNumber,
      txn_id: line.txnId,
      amount_sen: line.amountSen,
      fee_sen: line.feeSen,
      settled_date: line.settledDate,
      status: line.status as 'settled' | 'already_settled' | 'unmatched' | 'amount_mismatch',
      payment_amount_sen: paymentAmountSen,
    })),
    missing: missing.map((p) => ({
      payment_ref: p.reference,
      amount_sen: p.amountSen,
      paid_at: p.paidAt!.toISOString(),
    })),
  };
}
