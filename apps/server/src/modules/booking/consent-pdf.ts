import { CONSENT_AGREEMENT, consentParagraphs, DISCLAIMER_TEXT } from '@sewa/domain';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

// The signed credit-check consent as a one-page A4 PDF: who, for which company and property, the consent
// and disclaimer text, the drawn signature, when and from which address.

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.44, 0.5);
const BRAND = rgb(0.05, 0.45, 0.45);

export type TConsentPdf = {
  bookingRef: string;
  applicantName: string;
  idNumber: string;
  companyName: string;
  propertyName: string;
  signaturePng: Uint8Array;
  signedAt: Date;
  ip: string;
};

/** Words to lines no wider than `width` at `size`. Characters the font cannot print become '?'. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const latin = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');

/** Throws when the signature is not a PNG pdf-lib can read. */
export async function renderConsentPdf(c: TConsentPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Credit check consent ${c.bookingRef}`);
  doc.setCreator('Sewa');
  doc.setProducer('Sewa (pdf-lib)');
  doc.setCreationDate(c.signedAt);
  doc.setModificationDate(c.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const signature = await doc.embedPng(c.signaturePng);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const { margin, width, height } = PAGE;
  const textWidth = width - 2 * margin;
  let y = height - margin - 16;
  page.drawText('CREDIT CHECK CONSENT', { x: margin, y, size: 16, font: bold, color: BRAND });
  y -= 28;
  const facts: [string, string][] = [
    ['Booking', c.bookingRef],
    ['Applicant', c.applicantName],
    ['MyKad / passport no.', c.idNumber],
    ['Company', c.companyName],
    ['Property', c.propertyName],
  ];
  for (const [label, value] of facts) {
    page.drawText(label, { x: margin, y, size: 10, font: regular, color: MUTED });
    page.drawText(latin(value), { x: margin + 130, y, size: 10, font: bold, color: INK });
    y -= 16;
  }
  y -= 12;
  const paragraph = (title: string, text: string) => {
    page.drawText(title, { x: margin, y, size: 11, font: bold, color: INK });
    y -= 16;
    for (const line of wrap(text, regular, 10, textWidth)) {
      page.drawText(line, { x: margin, y, size: 10, font: regular, color: INK });
      y -= 14;
    }
    y -= 10;
  };
  // The text the applicant read on the booking screen (in English here), and the two boxes they ticked.
  paragraph(
    'Consent',
    latin(consentParagraphs('en', { ref: c.bookingRef, company: c.companyName }).join(' ')),
  );
  paragraph('[x] Agreed', CONSENT_AGREEMENT.en);
  paragraph('[x] Disclaimer', DISCLAIMER_TEXT.en);
  y -= 8;
  page.drawText('Signature', { x: margin, y, size: 10, font: regular, color: MUTED });
  const scale = Math.min(220 / signature.width, 90 / signature.height, 1);
  const drawn = { width: signature.width * scale, height: signature.height * scale };
  y -= drawn.height + 6;
  page.drawImage(signature, { x: margin, y, ...drawn });
  y -= 8;
  page.drawLine({ start: { x: margin, y }, end: { x: margin + 240, y }, thickness: 0.5, color: MUTED });
  y -= 16;
  page.drawText(`Signed ${c.signedAt.toISOString()} from ${latin(c.ip)}`, {
    x: margin,
    y,
    size: 9,
    font: regular,
    color: MUTED,
  });
  page.drawText(
    'The consent was also shown to the applicant in Chinese; this record carries the English text.',
    {
      x: margin,
      y: margin,
      size: 8,
      font: regular,
      color: MUTED,
    },
  );
  return doc.save();
}
