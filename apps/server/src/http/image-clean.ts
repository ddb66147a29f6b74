import { readImageSize } from '@sewa/domain';
import sharp from 'sharp';

// Uploaded images are decoded, not only sniffed (issue 8; ADR 0006). The envelope refuses a pixel flood
// (a small file declaring a huge canvas, which would take gigabytes to decode) from its header before
// decoding, and a file the decoder cannot read to the end (truncated or damaged). What passes is
// re-encoded without its metadata — EXIF (GPS position, camera, owner), XMP, comments — after being
// turned upright by its EXIF orientation, so the stored bytes never carry where a photo was taken.

/** 50 megapixels: above any phone or camera photo people upload, far below a decompression bomb. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The cleaned bytes, or null when the image is refused. */
export async function cleanImage(bytes: Buffer, type: 'jpeg' | 'png'): Promise<Buffer | null> {
  const size = readImageSize(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!size || size.width * size.height > MAX_IMAGE_PIXELS) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' }).rotate();
    return type === 'jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
  } catch {
    return null;
  }
}
