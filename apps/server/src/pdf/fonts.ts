import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The one font pair of every server PDF (ADR 0022). The standard PDF fonts print Latin only; agreements,
// invoices and receipts carry Chinese names and texts (product §10.4), so every PDF embeds Noto Sans SC,
// which covers Latin, digits and punctuation as well as Simplified Chinese. The font files come from an
// npm package (the only registry the machines reach) and are embedded as a subset: only the glyphs a
// document uses are written, so a one-page PDF stays small.

const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let cache: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** The font files' bytes, read once per process (about 10 MB each). */
function fontBytes() {
  cache ??= Promise.all([
    readFile(require.resolve(FILES.regular)),
    readFile(require.resolve(FILES.bold)),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  cache.catch(() => {
    cache = undefined;
  });
  return cache;
}

// @pdf-lib/fontkit 1.1.1 (the fork pdf-lib embeds with, unmaintained) writes a TrueType subset's `loca`
// in the short format when the subset is small, halving the offsets without padding the glyph records to
// an even length: after the first odd-length glyph every offset is a byte off, so many glyphs are drawn
// blank while the text still extracts (upstream fontkit fixed it in 1.8.0 by keeping the long format).
// The subsets made here are given the long format before their first glyph, so no offset is halved.
type TSubset = { loca: { version?: number }; _addGlyph: (gid: number) => number };
type TFontkitFont = { createSubset: () => TSubset };

const longLocaFontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(data, postscriptName) as unknown as TFontkitFont;
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      const addGlyph = subset._addGlyph.bind(subset);
      subset._addGlyph = (gid) => {
        subset.loca.version ??= 1;
        return addGlyph(gid);
      };
      return subset;
    };
    return font;
  },
} as unknown as typeof fontkit;

/** Registers fontkit on `doc` and embeds the regular and bold faces, subset. */
export async function embedPdfFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(longLocaFontkit);
  const bytes = await fontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true }),
    doc.embedFont(bytes.bold, { subset: true }),
  ]);
  return { regular, bold };
}

/**
 * Characters the fonts cannot draw (emoji, rare scripts) replaced by '?', so drawing never throws.
 * Line breaks and tabs are the caller's to handle.
 */
const charsets = new WeakMap<PDFFont, Set<number>>();

export function printable(font: PDFFont, text: string): string {
  let supported = charsets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    charsets.set(font, supported);
  }
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    out += supported.has(cp) ? ch : '?';
  }
  return out;
}
