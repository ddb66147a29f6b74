import { degrees, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { printable } from './fonts';

// Rich text from the UI kit's editor laid out on PDF pages (ADR 0022): paragraphs, line breaks, bold,
// italic and underline, and in agreement templates h2/h3 headings, bulleted and numbered lists and simple
// tables (sanitised by forms/rich-text.ts). Latin words wrap at spaces; Chinese wraps between any two
// characters. Italic is drawn slanted (the CJK font has no italic face). rich-text-document.ts draws the
// blocks parsed here.

export type TRun = { text: string; bold: boolean; italic: boolean; underline: boolean };
export type TParagraph = TRun[];

/** A run of text to wrap: a paragraph, a heading (level 2 or 3) or a list item's paragraph. */
export type TTextBlock = {
  kind: 'text';
  runs: TParagraph;
  heading: 0 | 2 | 3;
  /** How many lists it is in. */
  depth: number;
  /** '•' or '3.' on a list item's first paragraph. */
  marker: string | null;
};
/** A table: rows of cells, each cell's paragraphs joined by line breaks. */
export type TTableBlock = { kind: 'table'; rows: TParagraph[][] };
export type TBlock = TTextBlock | TTableBlock;

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&amp;': '&',
  '&nbsp;': ' ',
  '&#39;': "'",
};
const decode = (s: string) => s.replace(/&(lt|gt|quot|amp|nbsp|#39);/g, (e) => ENTITIES[e] ?? e);
const BREAK: TRun = { text: '\n', bold: false, italic: false, underline: false };
/** Tags that end a block of text (in a table cell: a line break). */
const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'li', 'ul', 'ol']);

/**
 * The editor's HTML as blocks of styled runs, in reading order. Unknown tags are ignored (the sanitiser
 * drops them); a table inside a table cell is read as that cell's text.
 */
export function parseRichText(html: string): TBlock[] {
  const blocks: TBlock[] = [];
  const style = { bold: 0, italic: 0, underline: 0 };
  const lists: { ordered: boolean; n: number }[] = [];
  let heading: 0 | 2 | 3 = 0;
  let marker: string | null = null;
  let runs: TParagraph = [];
  // The table being read: its rows, the row and the cell being filled, how deep tables nest here.
  let table: {
    rows: TParagraph[][];
    row: TParagraph[] | null;
    cell: TParagraph | null;
    depth: number;
  } | null = null;
  const flush = () => {
    if (runs.some((r) => r.text.trim() !== '')) {
      blocks.push({ kind: 'text', runs, heading, depth: lists.length, marker });
      marker = null;
    }
    runs = [];
  };
  const add = (run: TRun) => {
    if (!table) runs.push(run);
    else if (table.cell) table.cell.push(run);
  };
  /** A line break in a cell between two of its blocks (not before its first). */
  const cellBreak = () => {
    const cell = table?.cell;
    if (cell?.some((r) => r.text.trim() !== '') && cell[cell.length - 1] !== BREAK) cell.push(BREAK);
  };
  for (const part of html.split(/(<[^>]*>)/)) {
    if (!part) continue;
    const tag = /^<(\/?)([a-z0-9]+)[^>]*>$/i.exec(part);
    if (!tag) {
      const text = decode(part).replace(/\s+/g, ' ');
      add({
        text,
        bold: style.bold > 0 || heading > 0,
        italic: style.italic > 0,
        underline: style.underline > 0,
      });
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    const step = closing ? -1 : 1;
    if (name === 'strong' || name === 'b' || name === 'th') style.bold = Math.max(0, style.bold + step);
    else if (name === 'em' || name === 'i') style.italic = Math.max(0, style.italic + step);
    else if (name === 'u') style.underline = Math.max(0, style.underline + step);
    if (name === 'br') add(BREAK);
    else if (name === 'table') {
      if (table) table.depth += step;
      else if (!closing) {
        flush();
        table = { rows: [], row: null, cell: null, depth: 1 };
      }
      if (table && table.depth === 0) {
        if (table.rows.length) blocks.push({ kind: 'table', rows: table.rows });
        table = null;
      }
    } else if (table) {
      if (table.depth > 1) {
        if (BLOCK_TAGS.has(name) || name === 'tr' || name === 'td' || name === 'th') cellBreak();
      } else if (name === 'tr') {
        if (!closing) table.row = [];
        else if (table.row) {
          if (table.row.length) table.rows.push(table.row);
          table.row = null;
        }
      } else if (name === 'td' || name === 'th') {
        if (!closing) table.cell = [];
        else if (table.cell) {
          while (table.cell.length && table.cell[table.cell.length - 1] === BREAK) table.cell.pop();
          table.row ??= [];
          table.row.push(table.cell);
          table.cell = null;
        }
      } else if (BLOCK_TAGS.has(name)) cellBreak();
    } else if (name === 'p') flush();
    else if (name === 'h2' || name === 'h3') {
      flush();
      heading = closing ? 0 : name === 'h2' ? 2 : 3;
    } else if (name === 'ul' || name === 'ol') {
      flush();
      if (!closing) lists.push({ ordered: name === 'ol', n: 0 });
      else lists.pop();
    } else if (name === 'li') {
      flush();
      const list = lists[lists.length - 1];
      if (!closing && list) {
        list.n += 1;
        marker = list.ordered ? `${list.n}.` : '•';
      } else marker = null;
    }
  }
  flush();
  if (table?.rows.length) blocks.push({ kind: 'table', rows: table.rows });
  return blocks;
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
