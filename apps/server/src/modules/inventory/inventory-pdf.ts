import { INVENTORY_CONDITION_LABELS, type TInventoryCondition } from '@sewa/domain';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

// The signed inventory list as an A4 PDF (same library and look as booking/consent-pdf.ts): who, which
// place, every line with its condition, remarks and up to three photo thumbnails, then the tenant's
// drawn signature, when, from which address and the list's number. The standard PDF fonts print Latin
// text only: items carry their English names and other characters print as '?' (a font with Chinese
// glyphs would have to be embedded to do better).

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.44, 0.5);
const BRAND = rgb(0.05, 0.45, 0.45);
const DAMAGE = rgb(0.7, 0.15, 0.1);
const THUMB = { width: 96, height: 72, gap: 8, perLine: 3 } as const;

export type TPdfLine = {
  area: string | null;
  name: string;
  quantity: number;
  condition: TInventoryCondition;
  checkInCondition: TInventoryCondition | null;
  isDamaged: boolean;
  remarks: string | null;
  tenantRemarks: string | null;
  notToRate: boolean;
  extraStatus: string | null;
  photos: { mime: string; bytes: Uint8Array }[];
};

export type TInventoryPdf = {
  listId: number;
  kind: 'check_in' | 'move_out';
  tenancyCode: string;
  tenantName: string;
  companyName: string;
  propertyName: string;
  unitName: string;
  roomName: string | null;
  lines: TPdfLine[];
  signaturePng: Uint8Array;
  signedName: string;
  signedAt: Date;
  ip: string;
};

/** The drawn signature is not a PNG the PDF library can read. */
export class BadSignatureError extends Error {}

const latin = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');
const conditionLabel = (c: TInventoryCondition) => INVENTORY_CONDITION_LABELS[c].en;

/** Words to lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of latin(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function embedPhoto(doc: PDFDocument, photo: { mime: string; bytes: Uint8Array }) {
  try {
    if (photo.mime === 'image/png') return await doc.embedPng(photo.bytes);
    if (photo.mime === 'image/jpeg') return await doc.embedJpg(photo.bytes);
  } catch {
    // A photo the library cannot read is left out of the record rather than failing the signature.
  }
  return null;
}

const fit = (img: PDFImage, width: number, height: number) => {
  const scale = Math.min(width / img.width, height / img.height, 1);
  return { width: img.width * scale, height: img.height * scale };
};

/** Throws BadSignatureError when the signature is not a readable PNG. */
export async function renderInventoryPdf(c: TInventoryPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = c.kind === 'move_out' ? 'MOVE-OUT INVENTORY LIST' : 'CHECK-IN INVENTORY LIST';
  doc.setTitle(`Inventory list ${c.listId}`);
  doc.setCreator('Sewa');
  doc.setProducer('Sewa (pdf-lib)');
  doc.setCreationDate(c.signedAt);
  doc.setModificationDate(c.signedAt);
  const signature = await doc.embedPng(c.signaturePng).catch(() => {
    throw new BadSignatureError();
  });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { margin, width, height } = PAGE;
  const textWidth = width - 2 * margin;

  let page: PDFPage = doc.addPage([width, height]);
  let y = height - margin;
  /** Room for `h` points below y, else a new page. */
  const ensure = (h: number) => {
    if (y - h >= margin + 20) return;
    page = doc.addPage([width, height]);
    y = height - margin;
  };
  const text = (s: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(latin(s), { x, y, size, font, color });

  y -= 16;
  text(title, margin, 16, bold, BRAND);
  y -= 26;
  const facts: [string, string][] = [
    ['List no.', String(c.listId)],
    ['Tenancy', c.tenancyCode],
    ['Tenant', c.tenantName],
    ['Company', c.companyName],
    ['Property', c.propertyName],
    ['Unit', c.roomName ? `${c.unitName}, ${c.roomName}` : c.unitName],
  ];
  for (const [label, value] of facts) {
    text(label, margin, 10, regular, MUTED);
    text(value, margin + 110, 10, bold);
    y -= 15;
  }
  y -= 10;

  let area: string | null | undefined;
  let n = 0;
  for (const line of c.lines) {
    if (line.area !== area) {
      area = line.area;
      ensure(40);
      y -= 6;
      text(area ?? 'Common areas', margin, 11, bold, BRAND);
      y -= 16;
    }
    ensure(32);
    n += 1;
    text(`${n}. ${line.name}`, margin, 10, bold);
    text(`Qty ${line.quantity}`, margin + 300, 10, regular);
    const condition =
      c.kind === 'move_out' && line.checkInCondition
        ? `${conditionLabel(line.checkInCondition)} -> ${conditionLabel(line.condition)}`
        : conditionLabel(line.condition);
    text(condition, margin + 360, 10, regular, line.isDamaged ? DAMAGE : INK);
    y -= 14;
    const notes = [
      line.isDamaged ? 'Damaged since check-in.' : null,
      line.notToRate ? 'Not to rate.' : null,
      line.extraStatus ? `Extra item added by the tenant (${line.extraStatus}).` : null,
      line.remarks ? `Remarks: ${line.remarks}` : null,
      line.tenantRemarks ? `Tenant: ${line.tenantRemarks}` : null,
    ].filter((s): s is string => s !== null);
    for (const note of notes)
      for (const l of wrap(note, regular, 9, textWidth - 14)) {
        ensure(12);
        text(l, margin + 14, 9, regular, MUTED);
        y -= 12;
      }
    const images = (
      await Promise.all(line.photos.slice(0, THUMB.perLine).map((p) => embedPhoto(doc, p)))
    ).filter((img): img is PDFImage => img !== null);
    if (images.length) {
      ensure(THUMB.height + 6);
      y -= THUMB.height;
      images.forEach((img, i) => {
        const size = fit(img, THUMB.width, THUMB.height);
        page.drawImage(img, { x: margin + 14 + i * (THUMB.width + THUMB.gap), y, ...size });
      });
      y -= 6;
    }
    y -= 6;
  }
  if (!c.lines.length) {
    text('No items.', margin, 10, regular, MUTED);
    y -= 16;
  }

  const drawn = fit(signature, 220, 90);
  ensure(drawn.height + 90);
  y -= 10;
  text(`Agreed and signed by ${c.signedName}`, margin, 11, bold);
  y -= drawn.height + 8;
  page.drawImage(signature, { x: margin, y, ...drawn });
  y -= 8;
  page.drawLine({ start: { x: margin, y }, end: { x: margin + 240, y }, thickness: 0.5, color: MUTED });
  y -= 16;
  text(
    `Signed ${c.signedAt.toISOString()} from ${c.ip}, inventory list no. ${c.listId}`,
    margin,
    9,
    regular,
    MUTED,
  );

  const pages = doc.getPages();
  for (const [i, p] of pages.entries())
    p.drawText(
      `Inventory list no. ${c.listId} - page ${i + 1} of ${pages.length}. Item names are printed in English.`,
      { x: margin, y: margin - 14, size: 8, font: regular, color: MUTED },
    );
  return doc.save();
}
