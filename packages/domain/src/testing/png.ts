// A real PNG of any size in one flat colour, for tests of every tier (server uploads, web file inputs,
// e2e journeys): property covers must be exactly 1290 × 720, and the server judges files by their bytes
// (ADR 0006). Plain TypeScript (no node:zlib), so it runs under Node, jsdom and in journeys alike; it is
// not exported from the package index and never reaches a bundle.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const adler32 = (bytes: Uint8Array): number => {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
};

const u32 = (n: number): number[] => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

// Deflate with the fixed Huffman codes of RFC 1951 §3.2.6: literals, and runs of a repeated byte as
// back-references at distance 1. A flat image is almost all runs, so 1290 × 720 stays a few KB.
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];

function deflateRuns(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let bits = 0;
  let count = 0;
  const put = (value: number, n: number) => {
    bits |= value << count;
    count += n;
    while (count >= 8) {
      out.push(bits & 255);
      bits >>>= 8;
      count -= 8;
    }
  };
  // Huffman codes go most significant bit first.
  const code = (value: number, n: number) => {
    for (let i = n - 1; i >= 0; i--) put((value >>> i) & 1, 1);
  };
  const symbol = (s: number) => {
    if (s < 144) code(0x30 + s, 8);
    else if (s < 256) code(0x190 + s - 144, 9);
    else if (s < 280) code(s - 256, 7);
    else code(0xc0 + s - 280, 8);
  };
  const match = (length: number) => {
    let i = LENGTH_BASE.length - 1;
    while (LENGTH_BASE[i]! > length) i--;
    symbol(257 + i);
    put(length - LENGTH_BASE[i]!, LENGTH_EXTRA[i]!);
    code(0, 5); // distance 1
  };
  put(1, 1); // final block
  put(1, 2); // fixed Huffman codes
  for (let i = 0; i < data.length; ) {
    let run = 0;
    if (i > 0) while (i + run < data.length && data[i + run] === data[i - 1]) run++;
    if (run >= 3) {
      const length = Math.min(run, 258);
      match(length);
      i += length;
    } else {
      symbol(data[i]!);
      i++;
    }
  }
  symbol(256);
  if (count > 0) out.push(bits & 255);
  return new Uint8Array(out);
}

function chunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat(Array.from(data)));
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

export type TRgb = readonly [number, number, number];

/** The bytes of a width × height PNG (8-bit RGB) filled with one colour. */
export function solidPng(width: number, height: number, rgb: TRgb = [40, 120, 200]): Uint8Array {
  // Scanlines: the first uses the "sub" filter (one pixel, then zero differences), the others "up"
  // (all zero), which is what makes the runs.
  const stride = 1 + width * 3;
  const raw = new Uint8Array(stride * height);
  raw[0] = 1;
  raw.set(rgb, 1);
  for (let y = 1; y < height; y++) raw[y * stride] = 2;
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  const zlib = new Uint8Array([0x78, 0x01, ...deflateRuns(raw), ...u32(adler32(raw))]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlib),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

/** The same PNG as a File, as an upload field or file input receives it. */
export const pngFile = (width: number, height: number, name = 'photo.png', rgb?: TRgb): File =>
  new File([solidPng(width, height, rgb) as BlobPart], name, { type: 'image/png' });
