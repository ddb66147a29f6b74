import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../testing/test-app';

type TFile = { file_name: string; mime: string; base64: string };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The text drawn on the page: pdf-lib writes hex strings into flate-compressed content streams. */
function pageText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const chunks: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      chunks.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      chunks.push(match[1]!);
    }
  }
  const hex = [...chunks.join('\n').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)];
  return hex.map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('\n');
}

describe('public-get-test-pdf', () => {
  it('returns a real one-page PDF receipt, base64 in data', async () => {
    const res = await t.call<TFile>('public-get-test-pdf');
    expect(res.status_code).toBe(100);
    const file = res.data!;
    expect(file.mime).toBe('application/pdf');
    expect(file.file_name).toMatch(/^sample-receipt-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Receipt OR-SAMPLE-0001');
    const text = pageText(bytes);
    expect(text).toContain('Sewa Property Management Sdn. Bhd.');
    expect(text).toContain('OFFICIAL RECEIPT');
    // 1,200 + 2,400 + 600 + 50 + 20, formatted by formatMoney.
    expect(text).toContain('RM 4,270.00');
    expect(text).toContain('1,200.00');
  });
});
