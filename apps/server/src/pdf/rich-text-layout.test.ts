import { describe, expect, it } from 'vitest';
import { parseRichText, type TBlock } from './rich-text-layout';

// The editor's HTML as the PDF reads it: blocks in reading order (ADR 0022).

/** Each block as text: a text block's marker and words, a table's cells row by row. */
const summary = (blocks: TBlock[]) =>
  blocks.map((b) =>
    b.kind === 'table'
      ? b.rows.map((r) => r.map((c) => c.map((run) => run.text).join('')))
      : `${'>'.repeat(b.depth)}${b.heading ? `h${b.heading} ` : ''}${b.marker ? `${b.marker} ` : ''}${b.runs
          .map((r) => r.text)
          .join('')}`,
  );

describe('parseRichText', () => {
  it('reads paragraphs with their marks and line breaks, as before', () => {
    const [block] = parseRichText('<p>A <strong>bold</strong> <em>it</em><br><u>under</u></p>');
    expect(block).toMatchObject({ kind: 'text', heading: 0, depth: 0, marker: null });
    expect(block?.kind === 'text' && block.runs.map((r) => [r.text, r.bold, r.italic, r.underline])).toEqual([
      ['A ', false, false, false],
      ['bold', true, false, false],
      [' ', false, false, false],
      ['it', false, true, false],
      ['\n', false, false, false],
      ['under', false, false, true],
    ]);
  });

  it('reads headings as bold blocks of their level', () => {
    const blocks = parseRichText('<h2>Rent</h2><h3>Deposits</h3><p>Text</p>');
    expect(summary(blocks)).toEqual(['h2 Rent', 'h3 Deposits', 'Text']);
    expect(blocks[0]?.kind === 'text' && blocks[0].runs[0]?.bold).toBe(true);
  });

  it('numbers ordered list items, bullets the others, and indents nested lists', () => {
    const html =
      '<ol><li><p>First</p></li><li><p>Second</p><ul><li><p>Inner</p></li></ul></li><li><p>Third</p><p>More</p></li></ol><ul><li>Loose</li></ul>';
    expect(summary(parseRichText(html))).toEqual([
      '>1. First',
      '>2. Second',
      '>>• Inner',
      '>3. Third',
      '>More',
      '>• Loose',
    ]);
  });

  it('reads a table row by row, a cell’s paragraphs joined by line breaks, header cells bold', () => {
    const blocks = parseRichText(
      '<p>Before</p><table><thead><tr><th><p>Item</p></th><th><p>Qty</p></th></tr></thead><tbody><tr><td><p>Bed</p><p>Queen</p></td><td><p>1</p></td></tr><tr><td></td><td><p>2</p></td></tr></tbody></table><p>After</p>',
    );
    expect(summary(blocks)).toEqual([
      'Before',
      [
        ['Item', 'Qty'],
        ['Bed\nQueen', '1'],
        ['', '2'],
      ],
      'After',
    ]);
    const table = blocks[1];
    expect(table?.kind === 'table' && table.rows[0]?.[0]?.[0]?.bold).toBe(true);
    expect(table?.kind === 'table' && table.rows[1]?.[0]?.[0]?.bold).toBe(false);
  });

  it('reads a table inside a cell as that cell’s text, and ignores unknown tags', () => {
    const blocks = parseRichText(
      '<table><tr><td><p>Out</p><table><tr><td>In</td></tr></table></td><td>B</td></tr></table><blink>x</blink>',
    );
    expect(summary(blocks)).toEqual([[['Out\nIn', 'B']], 'x']);
  });
});
