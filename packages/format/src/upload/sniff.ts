import type { TFileType } from './types';

// Real content type by magic bytes, so the server applies the upload rules to what a file is, not to
// what its name says (ADR 0006). Most types show at the start; Office containers are opened to tell a
// presentation from a document or a workbook, so the sniffer takes the whole file.

const startsWith = (bytes: Uint8Array, sig: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

const includesAscii = (bytes: Uint8Array, s: string, limit: number): boolean => {
  const sig = ascii(s);
  const end = Math.min(bytes.length, limit) - sig.length;
  for (let i = 0; i <= end; i++) if (startsWith(bytes, sig, i)) return true;
  return false;
};

// ISO-BMFF brands that are not MP4 video: QuickTime and HEIF/AVIF still images.
const NON_MP4_BRANDS = new Set([
  'qt  ',
  'heic',
  'heix',
  'hevc',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

export const sniffFileType = (bytes: Uint8Array): TFileType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return NON_MP4_BRANDS.has(brand) ? null : 'mp4';
  }
  // EBML header: WebM names its DocType "webm" (Matroska says "matroska").
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return includesAscii(bytes, 'webm', 64) ? 'webm' : null;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('AVI '), 8)) return 'avi';
  // Office containers: a Word or Excel file (or any ZIP) is not a presentation because of its wrapper.
  if (startsWith(bytes, OLE_SIGNATURE))
    return oleStreamNames(bytes).includes('PowerPoint Document') ? 'ppt' : null;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return zipEntryNames(bytes).some((n) => n.startsWith('ppt/')) ? 'pptx' : null;
  return null;
};

/**
 * Plain text: valid UTF-8 (a byte-order mark allowed) with no NUL byte. Every binary type above has NUL
 * bytes or invalid sequences within its first bytes, so text is what is left.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

// ---- inside the containers ----

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const MAX_ENTRIES = 10_000;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The entry names of a ZIP (an Office Open XML file is one: ppt/… for PowerPoint, word/… and xl/… for
 * the others), from the central directory at the end; when that is missing or cut, from the local
 * headers as far as their sizes can be trusted.
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  return zipCentralNames(bytes) ?? zipLocalNames(bytes);
}

const latin = (bytes: Uint8Array) => String.fromCharCode(...bytes);

function zipCentralNames(bytes: Uint8Array): string[] | null {
  const v = view(bytes);
  // End of central directory: 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (v.getUint32(at, true) !== 0x06054b50) continue;
    const count = v.getUint16(at + 10, true);
    let entry = v.getUint32(at + 16, true);
    const names: string[] = [];
    for (let i = 0; i < count && i < MAX_ENTRIES; i++) {
      if (entry + 46 > bytes.length || v.getUint32(entry, true) !== 0x02014b50) return null;
      const nameLength = v.getUint16(entry + 28, true);
      const skip = nameLength + v.getUint16(entry + 30, true) + v.getUint16(entry + 32, true);
      names.push(latin(bytes.subarray(entry + 46, entry + 46 + nameLength)));
      entry += 46 + skip;
    }
    return names;
  }
  return null;
}

function zipLocalNames(bytes: Uint8Array): string[] {
  const v = view(bytes);
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && v.getUint32(at, true) === 0x04034b50 && names.length < MAX_ENTRIES) {
    const nameLength = v.getUint16(at + 26, true);
    names.push(latin(bytes.subarray(at + 30, at + 30 + nameLength)));
    // With a data descriptor (flag bit 3) the size is only known after the data: stop there.
    if (v.getUint16(at + 6, true) & 0x08) break;
    at += 30 + nameLength + v.getUint16(at + 28, true) + v.getUint32(at + 18, true);
  }
  return names;
}

/**
 * The stream names in an OLE compound file's directory ("PowerPoint Document" in a .ppt,
 * "WordDocument" in a .doc, "Workbook" in a .xls), following the directory's sector chain through the
 * file allocation table. Empty when the header does not hold together.
 */
export function oleStreamNames(bytes: Uint8Array): string[] {
  if (bytes.length < 512) return [];
  const v = view(bytes);
  const shift = v.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return [];
  const size = 1 << shift;
  const sectorAt = (n: number) => (n + 1) * size;
  const isSector = (n: number) => n < END_OF_CHAIN && sectorAt(n) + size <= bytes.length;
  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(v.getUint32(0x4c + i * 4, true));
  for (let d = v.getUint32(0x44, true), hops = 0; isSector(d) && hops < MAX_ENTRIES; hops++) {
    for (let i = 0; i < size / 4 - 1; i++) fatSectors.push(v.getUint32(sectorAt(d) + i * 4, true));
    d = v.getUint32(sectorAt(d) + size - 4, true);
  }
  const next = (n: number): number => {
    const perSector = size / 4;
    const fat = fatSectors[Math.floor(n / perSector)];
    return fat !== undefined && isSector(fat)
      ? v.getUint32(sectorAt(fat) + (n % perSector) * 4, true)
      : END_OF_CHAIN;
  };
  const names: string[] = [];
  for (let s = v.getUint32(0x30, true), hops = 0; isSector(s) && hops < MAX_ENTRIES; s = next(s), hops++) {
    for (let e = sectorAt(s); e + 128 <= sectorAt(s) + size; e += 128) {
      const nameBytes = v.getUint16(e + 0x40, true);
      if (v.getUint8(e + 0x42) !== 2 || nameBytes < 2 || nameBytes > 64) continue; // streams only
      let name = '';
      for (let i = 0; i < nameBytes - 2; i += 2) name += String.fromCharCode(v.getUint16(e + i, true));
      names.push(name);
    }
  }
  return names;
}
