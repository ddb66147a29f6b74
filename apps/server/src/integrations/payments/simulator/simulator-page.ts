import { formatMoney } from '@sewa/domain';
import { FPX_BANKS, SIMULATOR_PAGE_PATH } from './simulator-gateway';
import type { TSimTxn } from './simulator-repository';

// The simulator's hosted payment page: plain server-rendered HTML, no script.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderPaymentPage(txn: TSimTxn): string {
  const banks = FPX_BANKS.map((b) => `<option>${escapeHtml(b)}</option>`).join('');
  const isOpen = txn.status === 'pending';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payex simulator</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:2rem}
main{max-width:28rem;margin:auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#666}dd{margin:0;font-weight:600}
.banner{background:#fff4ce;padding:.5rem;border-radius:4px;font-size:.9rem}
select,button{font-size:1rem;padding:.5rem;margin:.3rem 0;width:100%}
button[value=success]{background:#1a7f37;color:#fff;border:0}button[value=failure]{background:#c62828;color:#fff;border:0}
</style></head>
<body><main>
<p class="banner">Payex simulator: no real money moves.</p>
<h1>FPX online banking</h1>
<dl>
<dt>Merchant</dt><dd data-testid="merchant">${escapeHtml(txn.merchantUsername)}</dd>
<dt>Reference</dt><dd data-testid="reference">${escapeHtml(txn.reference)}</dd>
<dt>Description</dt><dd>${escapeHtml(txn.description)}</dd>
<dt>Amount</dt><dd data-testid="amount">${escapeHtml(formatMoney(txn.amountSen, 'myr'))}</dd>
</dl>
${
  isOpen
    ? `<form method="post" action="${SIMULATOR_PAGE_PATH}/${escapeHtml(txn.key)}">
<label for="bank">Bank</label>
<select id="bank" name="bank">${banks}</select>
<button type="submit" name="outcome" value="success">Success</button>
<button type="submit" name="outcome" value="failure">Failure</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`
    : `<p data-testid="completed">This payment was already completed (${escapeHtml(txn.status)}).</p>`
}
</main></body></html>`;
}
