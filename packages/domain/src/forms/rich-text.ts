import { z } from 'zod';

// Rich text from the UI kit's editor (bold, italic, underline, paragraphs) is stored as HTML and shown
// with innerHTML, so the server keeps only those tags, without attributes, and escapes everything else.
// Anything pasted or posted past the editor (scripts, links, styles, event handlers) becomes plain text.
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'u', 'b', 'i', 's']);
const TAG_NAME = /^<(\/?)([a-z0-9]+)/i;
const TAG = /<[^>]*>/g;

const escapeText = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sanitizeRichText(html: string): string {
  let out = '';
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, m.index));
    // An allowed tag keeps its name and loses its attributes; any other tag is dropped.
    const [, slash, name] = TAG_NAME.exec(m[0]) ?? [];
    if (name && ALLOWED.has(name.toLowerCase())) out += `<${slash}${name.toLowerCase()}>`;
    last = m.index + m[0].length;
  }
  out += escapeText(html.slice(last));
  return out === '<p></p>' ? '' : out;
}

/** Optional rich text (HTML from RichTextEditor), sanitised; at most `max` characters. */
export const fRichText = (max = 20_000) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z.string().max(max, { error: 'too-long' }).transform(sanitizeRichText).default(''),
  );
