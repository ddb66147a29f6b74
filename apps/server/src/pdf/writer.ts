import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { printable } from './fonts';
import { drawLine, layoutParagraph, type TFonts } from './rich-text-layout';

// The page writer every server PDF draws with (ADR 0022): A4 pages with the shared fonts, text that wraps
// and flows onto a new page, a section heading, right-aligned cells, the document's metadata and the
// muted header and footer. Agreements (modules/agreements/agreement-pdf.ts) and invoices and receipts
// (modules/billing/invoice-pdf.ts) are laid out with it.

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
export const MUTED = rgb(0.4, 0.44, 0.5);
export const BRAND = rgb(0.05, 0.45, 0.45);
export const RULE = rgb(0.85, 0.87, 0.9);

export type TWriter = { doc: PDFDocument; fonts: TFonts; page: PDFPage; y: number };

export function newPage(w: TWriter) {
  w.page = w.doc.addPage([PAGE.width, PAGE.height]);
  w.y = PAGE.height - PAGE.margin;
}

/** A writer on a first new page of `doc`. */
export function startWriter(doc: PDFDocument, fonts: TFonts): TWriter {
  const w = { doc, fonts, y: 0 } as TWriter;
  newPage(w);
  return w;
}

/** A new page when `h` points do not fit above the bottom margin. */
export function ensureRoom(w: TWriter, h: number) {
  if (w.y - h < PAGE.margin + 24) newPage(w);
}

/** Plain text wrapped to `width` (default: the page between its margins), flowing onto new pages. */
export function writeText(
  w: TWriter,
  text: string,
  opts: { size?: number; bold?: boolean; x?: number; width?: number; gap?: number } = {},
) {
  const size = opts.size ?? 9.5;
  const lines = layoutParagraph(
    [{ text, bold: opts.bold ?? false, italic: false, underline: false }],
    w.fonts,
    size,
    opts.width ?? PAGE.width - 2 * PAGE.margin,
  );
  for (const line of lines) {
    ensureRoom(w, size + 6);
    drawLine(w.page, line, w.fonts, opts.x ?? PAGE.margin, w.y, size);
    w.y -= size + (opts.gap ?? 5);
  }
}

/** A thin rule across the page at the writer's line. */
export function rule(w: TWriter) {
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y },
    end: { x: PAGE.width - PAGE.margin, y: w.y },
    thickness: 0.6,
    color: RULE,
  });
}

/** A section's title in the brand colour, ruled under. */
export function heading(w: TWriter, text: string) {
  ensureRoom(w, 60);
  w.page.drawText(printable(w.fonts.bold, text), {
    x: PAGE.margin,
    y: w.y,
    size: 15,
    font: w.fonts.bold,
    color: BRAND,
  });
  w.y -= 12;
  rule(w);
  w.y -= 20;
}

/** One line of text drawn at (x, y), or ending at x when `right`; the characters the font lacks as '?'. */
export function drawAt(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; font: PDFFont; size: number; right?: boolean; muted?: boolean },
) {
  const t = printable(at.font, text);
  const x = at.right ? at.x - at.font.widthOfTextAtSize(t, at.size) : at.x;
  page.drawText(t, {
    x,
    y: at.y,
    size: at.size,
    font: at.font,
    color: at.muted ? MUTED : rgb(0.1, 0.12, 0.16),
  });
}

/** Title, creator and dates of the document (fixed by `at`, so the same input renders the same bytes). */
export function setPdfMeta(doc: PDFDocument, title: string, at: Date) {
  doc.setTitle(title);
  doc.setCreator('Sewa');
  doc.setProducer('Sewa (pdf-lib)');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
}

/** Header (title left, reference right) and footer (page n of m) on every page. */
export function decoratePages(
  doc: PDFDocument,
  fonts: TFonts,
  reference: string,
  title: string,
  pageLabel: (n: number, of: number) => string,
) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const small = { size: 8, muted: true } as const;
    drawAt(page, title, { x: PAGE.margin, y: PAGE.height - 32, font: fonts.regular, ...small });
    drawAt(page, reference, {
      x: PAGE.width - PAGE.margin,
      y: PAGE.height - 32,
      font: fonts.bold,
      right: true,
      ...small,
    });
    drawAt(page, pageLabel(i + 1, pages.length), {
      x: PAGE.width - PAGE.margin,
      y: 28,
      font: fonts.regular,
      right: true,
      ...small,
    });
  });
}
