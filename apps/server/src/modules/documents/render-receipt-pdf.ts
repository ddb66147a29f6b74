import { formatDisplayDate, formatMoney } from '@sewa/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { receiptTotal, type TReceipt } from './sample-receipt';

// A4 in points. The standard fonts cover Latin text only, so the document is in English in both
// languages (a CJK font would have to be embedded to print Chinese).
const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.44, 0.5);
const BRAND = rgb(0.05, 0.45, 0.45);
const RULE = rgb(0.85, 0.87, 0.9);

type TFonts = { regular: PDFFont; bold: PDFFont };

const right = (page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number) =>
  page.drawText(text, { x: x - font.widthOfTextAtSize(text, size), y, size, font, color: INK });

function drawHeader(page: PDFPage, receipt: TReceipt, fonts: TFonts): number {
  const { margin, width, height } = PAGE;
  let y = height - margin - 18;
  page.drawText(receipt.company.name, { x: margin, y, size: 16, font: fonts.bold, color: BRAND });
  const details = [`Company No. ${receipt.company.registration}`, ...receipt.company.address];
  details.push(`Tel ${receipt.company.phone} · ${receipt.company.email}`);
  for (const line of details) {
    y -= 14;
    page.drawText(line, { x: margin, y, size: 9, font: fonts.regular, color: MUTED });
  }
  right(page, 'OFFICIAL RECEIPT', width - margin, height - margin - 18, fonts.bold, 14);
  y -= 18;
  page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 1, color: RULE });
  return y;
}

function drawFacts(page: PDFPage, receipt: TReceipt, fonts: TFonts, top: number): number {
  const facts: [string, string][] = [
    ['Receipt no.', receipt.number],
    ['Date', formatDisplayDate(receipt.issuedAt, 'DD Mon YYYY')],
    ['Received from', receipt.receivedFrom],
    ['Tenancy', receipt.tenancy],
    ['Payment method', receipt.paymentMethod],
  ];
  let y = top - 24;
  for (const [label, value] of facts) {
    page.drawText(label, { x: PAGE.margin, y, size: 10, font: fonts.regular, color: MUTED });
    page.drawText(value, { x: PAGE.margin + 110, y, size: 10, font: fonts.bold, color: INK });
    y -= 16;
  }
  return y;
}

function drawTable(page: PDFPage, receipt: TReceipt, fonts: TFonts, top: number): number {
  const { margin, width } = PAGE;
  const cols = { no: margin + 8, description: margin + 36, period: margin + 300, amount: width - margin - 8 };
  let y = top - 20;
  page.drawRectangle({
    x: margin,
    y: y - 7,
    width: width - 2 * margin,
    height: 24,
    color: rgb(0.93, 0.97, 0.97),
  });
  const heads: [string, number][] = [
    ['No.', cols.no],
    ['Description', cols.description],
    ['Period', cols.period],
  ];
  for (const [text, x] of heads) page.drawText(text, { x, y, size: 10, font: fonts.bold, color: INK });
  right(page, 'Amount (RM)', cols.amount, y, fonts.bold, 10);
  receipt.lines.forEach((line, index) => {
    y -= 24;
    page.drawText(String(index + 1), { x: cols.no, y, size: 10, font: fonts.regular, color: INK });
    page.drawText(line.description, { x: cols.description, y, size: 10, font: fonts.regular, color: INK });
    page.drawText(line.period, { x: cols.period, y, size: 10, font: fonts.regular, color: MUTED });
    right(page, formatMoney(line.amountSen, 'wallet'), cols.amount, y, fonts.regular, 10);
    page.drawLine({
      start: { x: margin, y: y - 8 },
      end: { x: width - margin, y: y - 8 },
      thickness: 0.5,
      color: RULE,
    });
  });
  y -= 28;
  page.drawText('Total received', { x: cols.period, y, size: 11, font: fonts.bold, color: INK });
  right(page, formatMoney(receiptTotal(receipt), 'myr'), cols.amount, y, fonts.bold, 11);
  return y;
}

/** Renders the receipt as a one-page A4 PDF. */
export async function renderReceiptPdf(receipt: TReceipt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${receipt.number}`);
  doc.setAuthor(receipt.company.name);
  doc.setCreator('Sewa');
  doc.setProducer('Sewa (pdf-lib)');
  doc.setCreationDate(receipt.issuedAt);
  doc.setModificationDate(receipt.issuedAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const y = drawTable(
    page,
    receipt,
    fonts,
    drawFacts(page, receipt, fonts, drawHeader(page, receipt, fonts)),
  );
  const notes = [
    'SAMPLE DOCUMENT - generated to test PDF output. It is not a tax invoice and records no real payment.',
    'This is a computer-generated receipt; no signature is required.',
  ];
  notes.forEach((note, index) => {
    page.drawText(note, {
      x: PAGE.margin,
      y: y - 48 - index * 14,
      size: 8.5,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return doc.save();
}
