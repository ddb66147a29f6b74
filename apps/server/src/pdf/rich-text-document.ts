import { rgb } from 'pdf-lib';
import {
  drawLine,
  layoutParagraph,
  parseRichText,
  type TParagraph,
  type TTableBlock,
  type TTextBlock,
} from './rich-text-layout';
import { drawAt, ensureRoom, newPage, PAGE, type TWriter } from './writer';

// The editor's HTML drawn by the page writer (ADR 0022), flowing onto new pages: paragraphs, h2/h3
// headings, bulleted and numbered lists (nested lists indented further, the marker in the margin of the
// item) and tables (equal columns, each cell wrapped inside its border; a row that does not fit starts a
// new page). Agreements' documents are written with it.

const INDENT = 18;
const CELL_PAD = 4;
const BORDER = rgb(0.6, 0.63, 0.68);
const HEADING_SIZES = { 2: 1.45, 3: 1.2 } as const;

const lineHeight = (size: number) => Math.round(size * 1.5);

function writeTextBlock(w: TWriter, block: TTextBlock, baseSize: number, width: number) {
  const size = block.heading ? baseSize * HEADING_SIZES[block.heading] : baseSize;
  const line = lineHeight(size);
  const x = PAGE.margin + block.depth * INDENT;
  if (block.heading) {
    // A heading keeps its first lines of text with it.
    ensureRoom(w, line * 3);
    w.y -= size * 0.4;
  }
  layoutParagraph(block.runs, w.fonts, size, width - block.depth * INDENT).forEach((l, i) => {
    ensureRoom(w, line);
    if (i === 0 && block.marker) {
      drawAt(w.page, block.marker, { x: x - 5, y: w.y, font: w.fonts.regular, size, right: true });
    }
    drawLine(w.page, l, w.fonts, x, w.y, size);
    w.y -= line;
  });
  w.y -= block.heading ? size * 0.3 : 6;
}

function writeTable(w: TWriter, block: TTableBlock, size: number, width: number) {
  const columns = Math.max(...block.rows.map((r) => r.length));
  const cellWidth = width / columns;
  const line = lineHeight(size);
  for (const row of block.rows) {
    const cells = Array.from({ length: columns }, (_, i): TParagraph => row[i] ?? []);
    const laid = cells.map((c) => layoutParagraph(c, w.fonts, size, cellWidth - 2 * CELL_PAD));
    const height = Math.max(1, ...laid.map((l) => l.length)) * line + 2 * CELL_PAD;
    // A row taller than a page is drawn from the top of a new one and runs past its bottom margin.
    if (w.y - height < PAGE.margin + 24 && w.y < PAGE.height - PAGE.margin) newPage(w);
    const top = w.y + size;
    laid.forEach((lines, i) => {
      const left = PAGE.margin + i * cellWidth;
      w.page.drawRectangle({
        x: left,
        y: top - height,
        width: cellWidth,
        height,
        borderColor: BORDER,
        borderWidth: 0.6,
      });
      lines.forEach((l, n) => {
        drawLine(w.page, l, w.fonts, left + CELL_PAD, top - CELL_PAD - size - n * line, size);
      });
    });
    w.y -= height;
  }
  w.y -= 10;
}

/** Writes the HTML's blocks at the writer's line, in `size` points, across the page between its margins. */
export function writeRichText(w: TWriter, html: string, size: number) {
  const width = PAGE.width - 2 * PAGE.margin;
  for (const block of parseRichText(html)) {
    if (block.kind === 'table') writeTable(w, block, size, width);
    else writeTextBlock(w, block, size, width);
  }
}
