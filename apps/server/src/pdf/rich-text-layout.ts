import { degrees, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { printable } from './fonts';

// Rich text from the UI kit's editor (product §10.2: paragraphs, bold, italic, underline, line breaks;
// sanitised by forms/rich-text.ts) laid out on PDF pages. Latin words wrap at spaces; Chinese wraps
// between any two characters. Italic is drawn slanted (the CJK font has no italic face).

export type TRun = { text: string; bold: boolean; italic: boolean; underline: boolean };
export type TParagraph = TRun[];

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&amp;': '&',
  '&nbsp;': ' ',
  '&#39;': "'",
};
const decode = (s: string) => s.replace(/&(lt|gt|quot|amp|nbsp|#39);/g, (e) => ENTITIES[e] ?? e);

/** The editor's HTML as paragraphs of styled runs. Unknown tags are ignored (the sanitiser drops them). */
export function parseRichText(html: string): TParagraph[] {
  const paragraphs: TParagraph[] = [];
  let current: TParagraph = [];
  const style = { bold: 0, italic: 0, underline: 0 };
  const flush = () => {
    if (current.some((r) => r.text.trim() !== '')) paragraphs.push(current);
    current = [];
  };
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue;
    const tag = /^<(\/?)([a-z0-9]+)[^>]*>$/i.exec(part);
    if (!tag) {
      current.push({
        text: decode(part).replace(/\s+/g, ' '),
        bold: style.bold > 0,
        italic: style.italic > 0,
        underline: style.underline > 0,
      });
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    const step = closing ? -1 : 1;
    if (name === 'p') flush();
    else if (name === 'br') current.push({ text: '\n', bold: false, italic: false, underline: false });
    else if (name === 'strong' || name === 'b') style.bold = Math.max(0, style.bold + step);
    else if (name === 'em' || name === 'i') style.italic = Math.max(0, style.italic + step);
    else if (name === 'u') style.underline = Math.max(0, style.underline + step);
  }
  flush();
  return paragraphs;
}

/** Breakable pieces: a Latin word, a space, one CJK character or a line break. */
const PIECES =
  /\n|\s+|[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+/g;

type TPiece = { text: string; run: TRun; width: number; isSpace: boolean; isBreak: boolean };
type TLine = TPiece[];

export type TFonts = { regular: PDFFont; bold: PDFFont };

// Measuring through fontkit is the slow part of a long document: each piece's width at size 1 is kept
// per font (a Chinese text repeats few characters).
const widths = new WeakMap<PDFFont, Map<string, number>>();
export function textWidth(font: PDFFont, text: string, size: number): number {
  let cache = widths.get(font);
  if (!cache) {
    cache = new Map();
    widths.set(font, cache);
  }
  let w = cache.get(text);
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1);
    if (cache.size < 50_000) cache.set(text, w);
  }
  return w * size;
}

export function layoutParagraph(p: TParagraph, fonts: TFonts, size: number, width: number): TLine[] {
  const lines: TLine[] = [];
  let line: TLine = [];
  let used = 0;
  const push = () => {
    while (line.length && line[line.length - 1]!.isSpace) line.pop();
    lines.push(line);
    line = [];
    used = 0;
  };
  for (const run of p) {
    const font = run.bold ? fonts.bold : fonts.regular;
    for (const m of run.text.matchAll(PIECES)) {
      const raw = m[0];
      if (raw === '\n') {
        push();
        continue;
      }
      const isSpace = /^\s+$/.test(raw);
      const text = isSpace ? ' ' : printable(font, raw);
      if (isSpace && line.length === 0) continue;
      let w = textWidth(font, text, size);
      if (!isSpace && used + w > width && line.length > 0) push();
      // A single word wider than the line is cut by characters.
      if (!isSpace && w > width) {
        let chunk = '';
        for (const ch of text) {
          if (textWidth(font, chunk + ch, size) > width && chunk) {
            line.push({
              text: chunk,
              run,
              width: textWidth(font, chunk, size),
              isSpace: false,
              isBreak: false,
            });
            push();
            chunk = '';
          }
          chunk += ch;
        }
        w = textWidth(font, chunk, size);
        line.push({ text: chunk, run, width: w, isSpace: false, isBreak: false });
        used += w;
        continue;
      }
      line.push({ text, run, width: w, isSpace, isBreak: false });
      used += w;
    }
  }
  if (line.length) push();
  return lines;
}

const INK = rgb(0.1, 0.12, 0.16);

/** Draws one laid-out line at (x, y): pieces of the same style are drawn together. */
export function drawLine(page: PDFPage, line: TLine, fonts: TFonts, x: number, y: number, size: number) {
  let at = x;
  let i = 0;
  while (i < line.length) {
    const run = line[i]!.run;
    let text = '';
    let width = 0;
    while (i < line.length && line[i]!.run === run) {
      text += line[i]!.text;
      width += line[i]!.width;
      i++;
    }
    const font = run.bold ? fonts.bold : fonts.regular;
    page.drawText(text, { x: at, y, size, font, color: INK, ...(run.italic ? { ySkew: degrees(12) } : {}) });
    if (run.underline)
      page.drawLine({
        start: { x: at, y: y - 1.5 },
        end: { x: at + width, y: y - 1.5 },
        thickness: 0.6,
        color: INK,
      });
    at += width;
  }
}
