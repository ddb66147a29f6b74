import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TImageWidth } from '@sewa/domain';
import sharp from 'sharp';
import type { TFileRow } from './repository';
import { readStoredBytes, uploadsDir } from './storage';

// An uploaded image resized to one of IMAGE_WIDTHS (packages/format/src/upload/image-widths.ts), for the
// listing pages' `srcset` (issue 15). Made on the first request and stored beside the original as
// <storage name>.w<width>.webp, so later requests read it back. Only the image types uploads accept
// are resized; other files have no variants.

const RESIZABLE = new Set(['image/jpeg', 'image/png']);
export const VARIANT_MIME = 'image/webp';

export const variantStorageName = (storageName: string, width: TImageWidth) =>
  `${storageName}.w${width}.webp`;

/** The display name of a variant: the original's, with the variant's extension. */
export const variantFileName = (originalName: string) => `${originalName.replace(/\.[^.]*$/, '')}.webp`;

async function resize(original: Buffer, width: TImageWidth): Promise<Buffer | null> {
  try {
    // Never enlarged: a photo narrower than `width` is only re-encoded. rotate() applies the EXIF turn.
    return await sharp(original)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return null; // bytes the decoder refuses: no variant, as for a missing file
  }
}

/** The stored image at `width`, made and stored on first use; null for non-images and unreadable files. */
export async function readImageVariant(
  dataDir: string,
  row: TFileRow,
  width: TImageWidth,
): Promise<Buffer | null> {
  if (!RESIZABLE.has(row.mime)) return null;
  const path = join(uploadsDir(dataDir), variantStorageName(row.storageName, width));
  const stored = await readFile(path).catch(() => null);
  if (stored) return stored;
  const original = await readStoredBytes(dataDir, row);
  const variant = original && (await resize(original, width));
  if (!variant) return null;
  // Written under a temporary name and renamed: a request arriving meanwhile never reads half a file.
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, variant);
  await rename(temporary, path);
  return variant;
}
