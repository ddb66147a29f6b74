import { COVER_PHOTO_SIZE } from './enums';

// Pixel size read from the image bytes (PNG IHDR, JPEG SOF marker), so both the upload widget and the
// server can check cover photos without decoding the image.

export type TImageSize = { width: number; height: number };

const u16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32 = (b: Uint8Array, i: number) => u16(b, i) * 65536 + u16(b, i + 2);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

function pngSize(b: Uint8Array): TImageSize | null {
  if (b.length < 24 || !IHDR.every((c, i) => b[12 + i] === c)) return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array): TImageSize | null {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a segment
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any SOF
    const length = u16(b, i + 2);
    if (length < 2) return null;
    if (isSof(marker)) {
      if (i + 8 >= b.length) return null;
      return { width: u16(b, i + 7), height: u16(b, i + 5) };
    }
    i += 2 + length;
  }
  return null;
}

/** Width and height of a PNG or JPEG, or null for anything else or a truncated header. */
export function readImageSize(bytes: Uint8Array): TImageSize | null {
  if (PNG_SIGNATURE.every((c, i) => bytes[i] === c)) return pngSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return null;
}

export const isCoverPhotoSize = (size: TImageSize | null): boolean =>
  size !== null && size.width === COVER_PHOTO_SIZE.width && size.height === COVER_PHOTO_SIZE.height;
