import { parseMoneyToSen, SETTLEMENT_CSV_COLUMNS } from '@sewa/domain';
import { invalid } from '../../http/errors';

// The settlement report as the gateway's portal exports it (the simulator writes the same columns):
// reference_number, txn_id (optional), amount and fee in RM with 2 decimals, settled_date YYYY-MM-DD.

export type TSettlementCsvLine = {
  lineNo: number;
  referenceNumber: string;
  txnId: string | null;
  amountSen: number;
  feeSen: number;
  settledDate: string;
};

/** One CSV row: commas separate, double quotes may wrap a field ("" is a quote inside). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REQUIRED = SETTLEMENT_CSV_COLUMNS.filter((c) => c !== 'txn_id');

/** The lines of the file, or 101 on the `csv` field naming the first problem. */
export function parseSettlementCsv(text: string): TSettlementCsvLine[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = cells(rows[0] ?? '').map((h) => h.toLowerCase());
  if (!REQUIRED.every((c) => header.includes(c))) throw invalid({ csv: 'csv-columns' });
  const at = (name: string) => header.indexOf(name);
  const lines = rows.slice(1).map((row, i) => {
    const c = cells(row);
    const amount = parseMoneyToSen(c[at('amount')] ?? '');
    const fee = parseMoneyToSen(c[at('fee')] ?? '');
    const reference = c[at('reference_number')] ?? '';
    const settledDate = c[at('settled_date')] ?? '';
    if (
      !reference ||
      amount === null ||
      amount < 0 ||
      fee === null ||
      fee < 0 ||
      fee > amount ||
      !DAY.test(settledDate)
    ) {
      throw invalid({ csv: 'csv-line' });
    }
    const txn = at('txn_id') >= 0 ? (c[at('txn_id')] ?? '') : '';
    return {
      lineNo: i + 1,
      referenceNumber: reference,
      txnId: txn || null,
      amountSen: amount,
      feeSen: fee,
      settledDate,
    };
  });
  if (lines.length === 0) throw invalid({ csv: 'csv-empty' });
  return lines;
}
