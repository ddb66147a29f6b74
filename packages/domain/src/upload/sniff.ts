import type { TFileType } from './types';

// Real content type by magic bytes, so the server applies the upload rules to what a file is, not to
// what its name says. A few KB from the start of the file are enough.

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
  // OLE compound file (legacy Office); accepted as ppt.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ppt';
  // ZIP container (Office Open XML); accepted as pptx.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'pptx';
  return null;
};
