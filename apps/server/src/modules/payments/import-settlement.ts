import type { TLedgerAccountKind } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { companyAccount, platformAccount, postTransfer } from '../ledger/index';
import { parseSettlementCsv } from './settlement-csv';
import {
  insertSettlement,
  insertSettlementLines,
  lockMerchantPayment,
  markSettled,
  type TMerchant,
  updateSettlement,
} from './settlement-repository';
import { settlementDetail } from './settlement-view';

// A settlement report: each line is matched to the merchant's payment by reference. A matched line
// posts gateway_clearing +amount (the money leaves the gateway), bank −(amount − fee) and
// gateway_fees −fee, once per payment (its idempotency key); anything else is reported, never guessed.
// The report arrives as the file field `csv`; the envelope has already checked it is UTF-8 text within
// the contract's size (SETTLEMENT_CSV_FILES).

const accountOf = (m: TMerchant, kind: TLedgerAccountKind) =>
  m.kind === 'platform' ? platformAccount(kind) : companyAccount(m.companyId, kind);

/** The uploaded file's own name without any path or control characters, or null when nothing is left. */
const displayName = (name: string): string | null =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200) || null;

export async function importSettlement(
  uc: TUseCase,
  merchant: TMerchant,
  input: { file_name?: string },
  files: readonly TUploadedFile[],
) {
  const file = files.find((f) => f.field === 'csv');
  if (!file) throw invalid({ csv: 'required' });
  const lines = parseSettlementCsv(new TextDecoder('utf-8').decode(file.data));
  const fileName = input.file_name || displayName(file.filename);
  const at = uc.services.now();
  const createdBy =
    uc.caller.kind === 'admin'
      ? ({ kind: 'admin', id: uc.caller.adminId } as const)
      : ({ kind: 'user', id: uc.caller.kind === 'user' ? uc.caller.userId : null } as const);
  const settlement = await uc.services.db.transaction(async (tx) => {
    const row = await insertSettlement(tx, {
      companyId: merchant.kind === 'company' ? merchant.companyId : null,
      fileName,
      importedByKind: createdBy.kind,
      importedById: createdBy.id,
      lines: lines.length,
      settled: 0,
      unmatched: 0,
      settledAmountSen: 0,
      feeSen: 0,
      lastSettledDate:
        lines
          .map((l) => l.settledDate)
          .sort()
          .at(-1) ?? null,
      createdAt: at,
    });
    const results = [];
    for (const line of lines) {
      const payment = await lockMerchantPayment(tx, merchant, line.referenceNumber);
      let status: 'settled' | 'already_settled' | 'unmatched' | 'amount_mismatch';
      let transferId: number | null = null;
      if (payment?.status !== 'succeeded') status = 'unmatched';
      else if (payment.amountSen !== line.amountSen) status = 'amount_mismatch';
      else if (payment.settledAt) status = 'already_settled';
      else {
        const posted = await postTransfer(tx, {
          kind: 'gateway_settlement',
          idempotencyKey: `payment:${payment.reference}:settled`,
          lines: [
            { account: accountOf(merchant, 'gateway_clearing'), amountSen: line.amountSen },
            { account: accountOf(merchant, 'bank'), amountSen: -(line.amountSen - line.feeSen) },
            { account: accountOf(merchant, 'gateway_fees'), amountSen: -line.feeSen },
          ],
          reference: { type: 'gateway_settlement', id: row.id },
          memo: `Settlement of ${payment.reference}`,
          createdBy,
          metadata: { payment_ref: payment.reference, settled_date: line.settledDate },
          at,
        });
        await markSettled(tx, payment.id, at);
        status = posted.isNew ? 'settled' : 'already_settled';
        transferId = posted.transfer.id;
      }
      results.push({ line, status, paymentId: payment?.id ?? null, transferId });
    }
    await insertSettlementLines(
      tx,
      results.map((r) => ({
        settlementId: row.id,
        lineNo: r.line.lineNo,
        referenceNumber: r.line.referenceNumber,
        txnId: r.line.txnId,
        amountSen: r.line.amountSen,
        feeSen: r.line.feeSen,
        settledDate: r.line.settledDate,
        status: r.status,
        paymentId: r.paymentId,
        transferId: r.transferId,
      })),
    );
    const settled = results.filter((r) => r.status === 'settled');
    const counts = {
      settled: settled.length,
      unmatched: results.filter((r) => r.status === 'unmatched' || r.status === 'amount_mismatch').length,
      settledAmountSen: settled.reduce((s, r) => s + r.line.amountSen, 0),
      feeSen: settled.reduce((s, r) => s + r.line.feeSen, 0),
    };
    await updateSettlement(tx, row.id, counts);
    await audit(tx, uc, {
      companyId: merchant.kind === 'company' ? merchant.companyId : null,
      action: 'import',
      entity: 'gateway-settlement',
      entityId: row.id,
      after: { file_name: fileName, lines: lines.length, ...counts },
    });
    return { ...row, ...counts };
  });
  return settlementDetail(uc.services.db, settlement);
}
