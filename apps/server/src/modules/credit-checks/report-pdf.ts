import { formatDisplayDate, formatMoney, type TCtosReport } from '@sewa/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

// The credit report as a PDF (A4, pdf-lib, like modules/documents). The standard PDF fonts cover Latin
// text only, so the document is in English whatever the caller's language (as the receipt is); a name
// in another script prints with its unprintable characters replaced.

export type TReportPdfInput = {
  /** Our reference sent to the bureau (ref_no), printed on the report. */
  reference: string;
  companyName: string;
  subjectName: string;
  icNumber: string;
  provider: 'simulator' | 'ctos';
  createdAt: Date;
  report: TCtosReport;
};

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.44, 0.5);
const BRAND = rgb(0.05, 0.45, 0.45);
const RULE = rgb(0.85, 0.87, 0.9);
const ALERT = rgb(0.7, 0.15, 0.15);

/** WinAnsi-safe text: what the standard fonts cannot draw becomes '?'. */
const latin = (s: string) => [...s].map((c) => (/^[\x20-\x7e\u00a0-\u00ff]$/.test(c) ? c : '?')).join('');
const money = (sen: number) => formatMoney(sen, 'wallet');

type TCol = { title: string; x: number; alignRight?: boolean };

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  /** Starts a new page when fewer than `h` points are left. */
  room(h: number) {
    if (this.y - h < PAGE.margin + 20) this.newPage();
  }
  text(
    s: string,
    x: number,
    opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {},
  ) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const size = opts.size ?? 9.5;
    const value = latin(s);
    const at = opts.right ? x - font.widthOfTextAtSize(value, size) : x;
    this.page.drawText(value, { x: at, y: this.y, size, font, color: opts.color ?? INK });
  }
  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
  heading(s: string) {
    this.room(60);
    this.y -= 26;
    this.text(s, PAGE.margin, { size: 12, bold: true, color: BRAND });
    this.y -= 8;
    this.rule();
  }
  table(cols: TCol[], rows: string[][], empty: string) {
    this.y -= 16;
    for (const c of cols) this.text(c.title, c.x, { bold: true, size: 8.5, right: c.alignRight });
    if (rows.length === 0) {
      this.y -= 16;
      this.text(empty, PAGE.margin, { color: MUTED });
      return;
    }
    for (const row of rows) {
      this.room(20);
      this.y -= 15;
      row.forEach((cell, i) => {
        this.text(cell, cols[i]!.x, { size: 8.5, right: cols[i]!.alignRight });
      });
    }
  }
}

export async function renderCreditReportPdf(input: TReportPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Credit report ${input.reference}`;
  doc.setTitle(title);
  doc.setAuthor('Sewa');
  doc.setCreator('Sewa');
  doc.setProducer('Sewa (pdf-lib)');
  doc.setCreationDate(input.createdAt);
  doc.setModificationDate(input.createdAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  const { margin, width } = PAGE;
  const r = input.report;

  w.y -= 12;
  w.text('CREDIT REPORT', margin, { size: 16, bold: true, color: BRAND });
  w.text(
    input.provider === 'ctos' ? 'CTOS Data Systems (ENQWS)' : 'CTOS simulator (not a real report)',
    width - margin,
    {
      size: 9,
      color: MUTED,
      right: true,
    },
  );
  w.y -= 10;
  w.rule();
  const facts: [string, string][] = [
    ['Reference', input.reference],
    ['Requested by', input.companyName],
    ['Subject', input.subjectName],
    ['IC number', input.icNumber],
    ['Report date', formatDisplayDate(input.createdAt, 'DD Mon YYYY')],
    ['Provider', input.provider === 'ctos' ? 'CTOS' : 'Simulator'],
  ];
  for (const [label, value] of facts) {
    w.y -= 15;
    w.text(label, margin, { color: MUTED });
    w.text(value, margin + 110, { bold: true });
  }
  w.y -= 28;
  w.text('Score', margin, { color: MUTED });
  w.text(r.score === null ? 'No score' : String(r.score), margin + 110, {
    size: 20,
    bold: true,
    color: r.score !== null && r.score < 560 ? ALERT : BRAND,
  });
  w.text(`Grade ${r.grade}  (300 - 850)`, margin + 170, { color: MUTED });

  w.heading('CCRIS banking facilities');
  const fx = {
    lender: margin,
    facility: margin + 105,
    limit: margin + 255,
    out: margin + 335,
    conduct: margin + 350,
  };
  w.table(
    [
      { title: 'Lender', x: fx.lender },
      { title: 'Facility', x: fx.facility },
      { title: 'Limit (RM)', x: fx.limit, alignRight: true },
      { title: 'Outstanding (RM)', x: fx.out, alignRight: true },
      { title: 'Months in arrears, last 12 (newest first)', x: fx.conduct },
    ],
    r.facilities.map((f) => [
      f.lender,
      f.facility,
      money(f.limit_sen),
      money(f.outstanding_sen),
      f.conduct.join(' '),
    ]),
    'No banking facilities reported.',
  );

  w.heading('Legal cases');
  w.table(
    [
      { title: 'Case', x: margin },
      { title: 'Court', x: margin + 150 },
      { title: 'Filed', x: margin + 320 },
      { title: 'Amount (RM)', x: margin + 440, alignRight: true },
      { title: 'Status', x: margin + 450 },
    ],
    r.legal_cases.map((c) => [c.kind, c.court, c.filed_on, money(c.amount_sen), c.status]),
    'No legal cases reported.',
  );

  w.heading('Trade references');
  w.table(
    [
      { title: 'Creditor', x: margin },
      { title: 'Amount (RM)', x: margin + 320, alignRight: true },
      { title: 'Status', x: margin + 340 },
    ],
    r.trade_references.map((t) => [t.creditor, money(t.amount_sen), t.status]),
    'No trade references reported.',
  );

  w.room(50);
  w.y -= 36;
  w.text(
    "Obtained with the subject's signed consent (Credit Reporting Agencies Act 2010). Confidential: for the",
    margin,
    { size: 8, color: MUTED },
  );
  w.y -= 11;
  w.text(
    'credit evaluation of this tenancy application only. Computer-generated; no signature is required.',
    margin,
    {
      size: 8,
      color: MUTED,
    },
  );
  return doc.save();
}
