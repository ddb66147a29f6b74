import { pngFile } from '@sewa/domain/testing/png';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanImage, MAX_IMAGE_PIXELS } from './image-clean';

// Images are decoded before they are stored: floods and damaged files are refused, metadata is dropped.

/** A JPEG as a phone writes it: EXIF with a GPS position and a camera, turned by its orientation tag. */
const phoneJpeg = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'P1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '3/1 8/1 4/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '101/1 41/1 0/1',
        },
      },
    })
    .toBuffer();

const pngBuffer = async (width: number, height: number) =>
  Buffer.from(await (pngFile(width, height) as Blob).arrayBuffer());

describe('cleanImage', () => {
  it('drops EXIF (GPS, camera) and keeps the photo upright', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const cleaned = await cleanImage(original, 'jpeg');
    const after = await sharp(cleaned!).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(cleaned!.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Orientation 6 means "turn 90°": the stored photo is 20 × 40, as it was meant to be seen.
    expect([after.format, after.width, after.height]).toEqual(['jpeg', 20, 40]);
  });

  it('re-encodes a PNG without its text chunks', async () => {
    const tagged = await sharp(await pngBuffer(8, 8))
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Owner' } } })
      .toBuffer();
    expect(tagged.includes(Buffer.from('Secret Owner'))).toBe(true);
    const cleaned = await cleanImage(tagged, 'png');
    expect((await sharp(cleaned!).metadata()).format).toBe('png');
    expect(cleaned!.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('refuses a truncated file', async () => {
    const whole = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    expect(await cleanImage(whole, 'jpeg')).not.toBeNull();
    expect(await cleanImage(whole.subarray(0, Math.floor(whole.length / 2)), 'jpeg')).toBeNull();
    const png = await pngBuffer(300, 300);
    expect(await cleanImage(png.subarray(0, png.length - 30), 'png')).toBeNull();
  });

  it('refuses a pixel flood from its header, before decoding', async () => {
    const png = await pngBuffer(1, 1);
    // IHDR width and height (bytes 16–23) rewritten to 60,000 × 60,000: 3.6 gigapixels in a few bytes.
    const flood = Buffer.from(png);
    flood.writeUInt32BE(60_000, 16);
    flood.writeUInt32BE(60_000, 20);
    expect(60_000 * 60_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(await cleanImage(flood, 'png')).toBeNull();
  });
});
