import type { TAgreementParty } from '@sewa/domain';
import { PDFDocument } from 'pdf-lib';
import { embedPdfFonts } from '../../pdf/fonts';
import { writeRichText } from '../../pdf/rich-text-document';
import {
  decoratePages,
  drawAt,
  ensureRoom,
  heading,
  newPage,
  PAGE,
  setPdfMeta,
  startWriter,
  writeText,
} from '../../pdf/writer';

// An agreement as a PDF (product §10.4, ADR 0022), A4, rendered on the server with the shared CJK fonts:
//   - the document: the filled body, each page headed by the reference and numbered. Its bytes are
//     fixed when the agreement is sent; every party signs their SHA-256.
//   - the signed PDF: the document's pages, then a signatures page (each drawn signature with name, role,
//     time, address, device and the hash signed) and an audit page (document id, hash, every event), so
//     a person can check the signing without the product.

export type TPdfLabels = {
  page: (n: number, of: number) => string;
  signatures: string;
  audit: string;
  party: Record<TAgreementParty, string>;
  name: string;
  signedAt: string;
  ip: string;
  device: string;
  hashSigned: string;
  documentId: string;
  documentHash: string;
  events: string;
  verifyNote: string;
};

export const PDF_LABELS: Record<'en' | 'cn', TPdfLabels> = {
  en: {
    page: (n, of) => `Page ${n} of ${of}`,
    signatures: 'Signatures',
    audit: 'Audit trail',
    party: { tenant: 'Tenant', landlord: 'Landlord', operator: 'Operator' },
    name: 'Name',
    signedAt: 'Signed at',
    ip: 'IP address',
    device: 'Device',
    hashSigned: 'SHA-256 of the document signed',
    documentId: 'Document ID',
    documentHash: 'SHA-256 of the document sent for signing',
    events: 'Events',
    verifyNote:
      'Every party signed the document whose SHA-256 is shown above: hash the pages before the signatures page as sent, or upload this whole file to the verification page of Sewa, which compares it with the hash stored when it was signed.',
  },
  cn: {
    page: (n, of) => `第 ${n} 页，共 ${of} 页`,
    signatures: '签名',
    audit: '审计记录',
    party: { tenant: '租客', landlord: '业主', operator: '管理方' },
    name: '姓名',
    signedAt: '签署时间',
    ip: 'IP 地址',
    device: '设备',
    hashSigned: '所签文件的 SHA-256',
    documentId: '文件编号',
    documentHash: '送签文件的 SHA-256',
    events: '事件',
    verifyNote:
      '各方所签署的文件即上方 SHA-256 所示之文件；可将本文件整份上传至 Sewa 的验证页面，与签署时存储的哈希值比对。',
  },
};

const BODY_SIZE = 10.5;

export type TDocumentPdfInput = {
  reference: string;
  title: string;
  language: 'en' | 'cn';
  /** The filled body (sanitised HTML). */
  html: string;
  createdAt: Date;
};

/** The document the parties sign: the filled body, paginated. */
export async function renderAgreementDocument(input: TDocumentPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  setPdfMeta(doc, `${input.reference} ${input.title}`, input.createdAt);
  const fonts = await embedPdfFonts(doc);
  writeRichText(startWriter(doc, fonts), input.html, BODY_SIZE);
  decoratePages(doc, fonts, input.reference, input.title, PDF_LABELS[input.language].page);
  return doc.save({ useObjectStreams: false });
}

export type TSignedPdfSignature = {
  party: TAgreementParty;
  name: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string;
  png: Uint8Array | null;
};

export type TSignedPdfInput = {
  reference: string;
  title: string;
  language: 'en' | 'cn';
  agreementId: number;
  document: Uint8Array;
  documentSha256: string;
  signatures: TSignedPdfSignature[];
  events: { at: string; text: string }[];
  at: Date;
};

/** The final PDF: the signed document's pages, the signatures page and the audit page. */
export async function renderSignedAgreement(input: TSignedPdfInput): Promise<Uint8Array> {
  const labels = PDF_LABELS[input.language];
  const doc = await PDFDocument.create();
  setPdfMeta(doc, `${input.reference} ${input.title}`, input.at);
  const source = await PDFDocument.load(input.document);
  const copied = await doc.copyPages(source, source.getPageIndices());
  for (const page of copied) doc.addPage(page);
  const fonts = await embedPdfFonts(doc);
  const w = startWriter(doc, fonts);
  heading(w, labels.signatures);
  for (const s of input.signatures) {
    ensureRoom(w, 170);
    writeText(w, labels.party[s.party], { bold: true, size: 11 });
    const image = s.png ? await doc.embedPng(s.png).catch(() => null) : null;
    if (image) {
      const scale = Math.min(200 / image.width, 70 / image.height, 1);
      w.page.drawImage(image, {
        x: PAGE.margin,
        y: w.y - 70 * 1,
        width: image.width * scale,
        height: image.height * scale,
      });
      w.y -= 78;
    }
    writeText(w, `${labels.name}: ${s.name}`);
    writeText(w, `${labels.signedAt}: ${s.signedAt}`);
    writeText(w, `${labels.ip}: ${s.ip ?? '-'}`);
    writeText(w, `${labels.device}: ${s.userAgent ?? '-'}`, { size: 8 });
    writeText(w, `${labels.hashSigned}: ${s.documentSha256}`, { size: 8 });
    w.y -= 12;
  }
  newPage(w);
  heading(w, labels.audit);
  writeText(w, `${labels.documentId}: ${input.reference} (#${input.agreementId})`, { bold: true });
  writeText(w, `${labels.documentHash}:`);
  writeText(w, input.documentSha256, { size: 9, bold: true });
  w.y -= 8;
  writeText(w, labels.events, { bold: true, size: 11 });
  for (const e of input.events) writeText(w, `${e.at}  ${e.text}`, { size: 9 });
  w.y -= 10;
  writeText(w, labels.verifyNote, { size: 8.5 });
  // Numbers only the pages this PDF adds; the document's own pages keep their header and footer.
  const added = doc.getPages().slice(copied.length);
  added.forEach((page, i) => {
    drawAt(page, `${input.reference} · ${labels.page(copied.length + i + 1, doc.getPageCount())}`, {
      x: PAGE.width - PAGE.margin,
      y: 28,
      font: fonts.regular,
      size: 8,
      right: true,
      muted: true,
    });
  });
  return doc.save({ useObjectStreams: false });
}
