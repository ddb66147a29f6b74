import { describe, expect, it } from 'vitest';
import { solidPng } from '../testing/png';
import { isCoverPhotoSize, readImageSize } from './image-size';

// SOI, an APP0 segment, a DHT segment (C4: not a frame), then SOF2 (progressive) with the size.
const jpeg = (w: number, h: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x06,
    0x4a,
    0x46,
    0x49,
    0x46,
    0xff,
    0xff,
    0xc4,
    0x00,
    0x03,
    0x00,
    0xff,
    0xc2,
    0x00,
    0x11,
    0x08,
    h >> 8,
    h & 255,
    w >> 8,
    w & 255,
    0x03,
    0x01,
    0x22,
    0x00,
  ]);

describe('readImageSize', () => {
  it('reads PNG and JPEG (baseline or progressive) sizes from the header', () => {
    expect(readImageSize(solidPng(1290, 720))).toEqual({ width: 1290, height: 720 });
    expect(readImageSize(jpeg(1290, 720))).toEqual({ width: 1290, height: 720 });
    const baseline = jpeg(640, 480);
    baseline[17] = 0xc0;
    expect(readImageSize(baseline)).toEqual({ width: 640, height: 480 });
  });

  it('gives null for other or truncated files', () => {
    expect(readImageSize(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(readImageSize(solidPng(1, 1).subarray(0, 20))).toBeNull();
    expect(readImageSize(jpeg(1, 1).subarray(0, 12))).toBeNull();
    expect(readImageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });

  it('accepts exactly 1290 × 720 as a cover', () => {
    expect(isCoverPhotoSize({ width: 1290, height: 720 })).toBe(true);
    expect(isCoverPhotoSize({ width: 720, height: 1290 })).toBe(false);
    expect(isCoverPhotoSize({ width: 2580, height: 1440 })).toBe(false);
    expect(isCoverPhotoSize(null)).toBe(false);
  });
});
