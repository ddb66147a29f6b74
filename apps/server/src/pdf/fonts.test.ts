import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
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

  it('embeds subsets whose glyphs all have outlines (no blank characters in a viewer)', async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedPdfFonts(doc);
    const text = 'Invoice Harbour 税务发票 0123456789 RM 1,501.13';
    doc.addPage([595, 842]).drawText(text, { x: 40, y: 780, size: 12, font: regular });
    const saved = await PDFDocument.load(await doc.save());
    const files = saved.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (o): o is PDFDict =>
          o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
      )
      .map((d) => saved.context.lookup(d.get(PDFName.of('FontFile2'))) as PDFRawStream);
    // Both faces are embedded; the bold one draws nothing here.
    expect(files).toHaveLength(2);
    const subset = files
      .map((f) => fontkit.create(Buffer.from(inflateSync(f.contents))))
      .reduce((a, b) => (b.numGlyphs > a.numGlyphs ? b : a));
    // The subset's glyph ids are 1… in the order drawn; each ink character must have an outline.
    const inked = [...new Set(text.replace(/\s/g, ''))];
    const outlined = Array.from(
      { length: subset.numGlyphs },
      (_, gid) => subset.getGlyph(gid).path.toSVG() !== '',
    );
    expect(outlined.filter(Boolean).length).toBeGreaterThanOrEqual(inked.length);
  }, 30_000);

  it('replaces characters the font cannot draw', async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedPdfFonts(doc);
    expect(printable(regular, 'A租\u{1F600}')).toBe('A租?');
  }, 30_000);
});
