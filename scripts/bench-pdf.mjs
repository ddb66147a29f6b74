// `npm run bench:pdf`: a 20-page tenancy agreement (the Chinese default template, filled, repeated to
// 20 pages) rendered to PDF on the server with the shared CJK fonts, then signed by two parties into the
// final PDF with its signatures and audit page (product §10.4: under 2 s for 20 pages). The fonts are
// read once per process (while the body is sized to the page count, before the timed runs).
// Options: --pages=N (default 20) --runs=N (default 5).
import { DEFAULT_TEMPLATES, fillTemplate, sampleVariableValues } from '@sewa/domain';
import { solidPng } from '@sewa/domain/testing/png';
import { PDFDocument } from 'pdf-lib';
import {
  renderAgreementDocument,
  renderSignedAgreement,
} from '../apps/server/src/modules/agreements/agreement-pdf.ts';
import { benchArgs } from './bench-kit.mjs';

const args = benchArgs();
const PAGES = Number(args.pages ?? 20);
const RUNS = Number(args.runs ?? 5);
const LIMIT_MS = 2000;

const template = DEFAULT_TEMPLATES.find((t) => t.seed_key === 'tenancy-cn');
const filled = fillTemplate(template.body, sampleVariableValues('cn', '2026-01-01'));

/** The body repeated until the document has at least PAGES pages. */
async function bodyOfPages() {
  let copies = 1;
  for (;;) {
    const html = Array.from({ length: copies }, () => filled).join('');
    const pdf = await renderAgreementDocument({
      reference: 'AGR-BENCH',
      title: '标准租赁协议',
      language: 'cn',
      html,
      createdAt: new Date(),
    });
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    if (pages >= PAGES) return { html, pages };
    copies = Math.max(copies + 1, Math.ceil((copies * PAGES) / pages));
  }
}

const signature = solidPng(240, 80, [15, 23, 42]);
async function once(html) {
  const started = performance.now();
  const document = await renderAgreementDocument({
    reference: 'AGR-BENCH',
    title: '标准租赁协议',
    language: 'cn',
    html,
    createdAt: new Date(),
  });
  const rendered = performance.now();
  const at = new Date().toISOString();
  const signed = await renderSignedAgreement({
    reference: 'AGR-BENCH',
    title: '标准租赁协议',
    language: 'cn',
    agreementId: 1,
    document,
    documentSha256: '0'.repeat(64),
    signatures: ['tenant', 'operator'].map((party) => ({
      party,
      name: party === 'tenant' ? '陈小明' : 'Example Sdn Bhd',
      signedAt: at,
      ip: '203.0.113.9',
      userAgent: 'bench',
      documentSha256: '0'.repeat(64),
      png: signature,
    })),
    events: [{ at, text: 'send: draft → pending_signatures' }],
    at: new Date(),
  });
  return { renderMs: rendered - started, signMs: performance.now() - rendered, bytes: signed.length };
}

const { html, pages } = await bodyOfPages();
const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await once(html));
const worst = Math.max(...runs.map((r) => r.renderMs));
console.log(`agreement PDF, ${pages} pages (Chinese, CJK font embedded as a subset):`);
for (const [i, r] of runs.entries()) {
  console.log(
    `  run ${i + 1}: document ${r.renderMs.toFixed(0)} ms, signed PDF with signatures and audit page ${r.signMs.toFixed(0)} ms, ${(r.bytes / 1024).toFixed(0)} KB`,
  );
}
console.log(
  `  worst document render: ${worst.toFixed(0)} ms (limit ${LIMIT_MS} ms) — ${worst < LIMIT_MS ? 'PASS' : 'FAIL'}`,
);
if (worst >= LIMIT_MS) process.exitCode = 1;
