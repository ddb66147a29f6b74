import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { HAS_PDFTOTEXT, pdfToText } from '../testing/pdf-text';
import { embedPdfFonts } from './fonts';
import { writeRichText } from './rich-text-document';
import { startWriter } from './writer';

// Headings, lists and tables of an agreement template drawn into a PDF read back by pdftotext in the
// order a person reads them (ADR 0022).

async function render(html: string) {
  const doc = await PDFDocument.create();
  writeRichText(startWriter(doc, await embedPdfFonts(doc)), html, 10.5);
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}

/** The text's non-empty lines, each with its runs of spaces collapsed. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim().replace(/\s{2,}/g, ' | '))
    .filter(Boolean);

// CI installs pdftotext (.ci/run), so these always run there.
describe.skipIf(!HAS_PDFTOTEXT)('writeRichText', () => {
  it('draws headings, numbered and bulleted list items with their markers, in order', async () => {
    const { bytes } = await render(
      '<h2>TENANCY AGREEMENT</h2><h3>1. Rent</h3><p>The tenant pays:</p><ol><li><p>the rent</p></li><li><p>the deposits</p><ul><li><p>security deposit</p></li></ul></li></ol><ul><li><p>house rules apply</p></li></ul>',
    );
    expect(linesOf(pdfToText(bytes, { layout: true }))).toEqual([
      'TENANCY AGREEMENT',
      '1. Rent',
      'The tenant pays:',
      '1. the rent',
      '2. the deposits',
      '• security deposit',
      '• house rules apply',
    ]);
  }, 30_000);

  it('draws a table’s cells row by row, left to right, wrapping long cells inside their column', async () => {
    const long = 'a queen bed with its mattress and two pillows, in good condition at check-in';
    const { bytes } = await render(
      `<p>Inventory:</p><table><tbody><tr><td><p>Item</p></td><td><p>Qty</p></td><td><p>Note</p></td></tr><tr><td><p>Bed</p></td><td><p>1</p></td><td><p>${long}</p></td></tr><tr><td><p>Chair</p></td><td><p>2</p></td><td></td></tr></tbody></table><p>End of inventory.</p>`,
    );
    const lines = linesOf(pdfToText(bytes, { layout: true }));
    expect(lines[0]).toBe('Inventory:');
    expect(lines[1]).toBe('Item | Qty | Note');
    expect(lines[2]).toMatch(/^Bed \| 1 \| a queen bed/);
    // The note wraps inside its cell: its words continue on the next lines, before the next row.
    const chair = lines.findIndex((l) => l.startsWith('Chair'));
    expect(chair).toBeGreaterThan(3);
    expect(
      lines
        .slice(2, chair)
        .join(' ')
        .replace(/^Bed \| 1 \| /, ''),
    ).toBe(long);
    expect(lines[chair]).toBe('Chair | 2');
    expect(lines[lines.length - 1]).toBe('End of inventory.');
  }, 30_000);

  it('draws Chinese list items and table cells', async () => {
    const { bytes } = await render(
      '<h2>租赁协议</h2><ol><li><p>租金每月缴付</p></li></ol><table><tr><td><p>物品</p></td><td><p>数量</p></td></tr><tr><td><p>床</p></td><td><p>1</p></td></tr></table>',
    );
    expect(linesOf(pdfToText(bytes, { layout: true }))).toEqual([
      '租赁协议',
      '1. 租金每月缴付',
      '物品 | 数量',
      '床 | 1',
    ]);
  }, 30_000);

  it('moves a table row that does not fit to the next page', async () => {
    const rows = Array.from(
      { length: 60 },
      (_, i) => `<tr><td><p>Row ${i + 1}</p></td><td><p>x</p></td></tr>`,
    );
    const { bytes, pages } = await render(`<table>${rows.join('')}</table>`);
    expect(pages).toBeGreaterThan(1);
    const rowLines = linesOf(pdfToText(bytes, { layout: true })).filter((l) => l.startsWith('Row'));
    expect(rowLines).toEqual(Array.from({ length: 60 }, (_, i) => `Row ${i + 1} | x`));
  }, 30_000);
});
