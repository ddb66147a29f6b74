import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { embedPdfFonts, printable } from './fonts';

// The shared PDF fonts: Chinese text drawn with them reads back as the same characters (ADR 0022).

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('embedPdfFonts', () => {
  it('draws Chinese and Latin text that a PDF reader extracts as text', async () => {
    const doc = await PDFDocument.create();
    const { regular, bold } = await embedPdfFonts(doc);
    const page = doc.addPage([595, 842]);
    page.drawText('租赁协议 Tenancy Agreement', { x: 40, y: 780, size: 16, font: bold });
    page.drawText('租客：陈小明，月租 RM1,200.00', { x: 40, y: 750, size: 11, font: regular });
    const bytes = await doc.save();
    const text = await textOf(bytes);
    expect(text).toContain('租赁协议');
    expect(text).toContain('Tenancy Agreement');
    expect(text).toContain('陈小明');
    // Subset: far smaller than the 10 MB font files.
    expect(bytes.length).toBeLessThan(200_000);
  }, 30_000);

  it('replaces characters the font cannot draw', async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedPdfFonts(doc);
    expect(printable(regular, 'A租\u{1F600}')).toBe('A租?');
  }, 30_000);
});
