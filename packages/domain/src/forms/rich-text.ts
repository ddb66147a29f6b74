import { z } from 'zod';

// Rich text from the UI kit's editor is stored as HTML and shown with innerHTML, so the server keeps only
// the tags the editor makes, without attributes, and escapes everything else. Anything pasted or posted
// past the editor (scripts, links, styles, event handlers, other tags) becomes plain text.
//   'marks' (house rules, notes, product §9): paragraphs, line breaks, bold, italic, underline.
//   'document' (agreement templates and bodies, ADR 0022): those, plus h2/h3 headings, bulleted and
//   numbered lists and simple tables (no attributes, so no merged cells or widths).
export type TRichTextMode = 'marks' | 'document';
const MARKS = ['p', 'br', 'strong', 'em', 'u', 'b', 'i', 's'];
const BLOCKS = ['h2', 'h3', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALLOWED: Record<TRichTextMode, Set<string>> = {
  marks: new Set(MARKS),
  document: new Set([...MARKS, ...BLOCKS]),
};
const TAG_NAME = /^<(\/?)([a-z0-9]+)/i;
const TAG = /<[^>]*>/g;

const escapeText = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sanitizeRichText(html: string, mode: TRichTextMode = 'marks'): string {
  const allowed = ALLOWED[mode];
  let out = '';
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, m.index));
    // An allowed tag keeps its name and loses its attributes; any other tag is dropped.
    const [, slash, name] = TAG_NAME.exec(m[0]) ?? [];
    if (name && allowed.has(name.toLowerCase())) out += `<${slash}${name.toLowerCase()}>`;
    last = m.index + m[0].length;
  }
  out += escapeText(html.slice(last));
  return out === '<p></p>' ? '' : out;
}

/** Optional rich text (HTML from RichTextEditor in `mode`), sanitised; at most `max` characters. */
export const fRichText = (max = 20_000, mode: TRichTextMode = 'marks') =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string()
      .max(max, { error: 'too-long' })
      .transform((html) => sanitizeRichText(html, mode))
      .default(''),
  );
