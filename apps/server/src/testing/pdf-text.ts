import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A PDF's text as a person's reader extracts it: poppler's pdftotext (Debian's poppler-utils, installed
// by .ci/run), with `layout` keeping each printed line on one line, so a table row reads left to right.

/** Whether poppler's pdftotext is installed: a machine with only Node and npm skips the layout tests. */
export const HAS_PDFTOTEXT = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export function pdfToText(bytes: Uint8Array, opts: { layout?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'sewa-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [...(opts.layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
