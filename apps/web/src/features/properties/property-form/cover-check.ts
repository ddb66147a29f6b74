import { isCoverPhotoSize, readImageSize } from '@sewa/domain/properties/image-size';

// JPEG size markers sit near the start, after any EXIF block; 256 KB covers real-world headers.
const HEADER_BYTES = 256 * 1024;

/** Whether each file is exactly 1290 × 720 (the cover rule), read from its header like the server does. */
export async function coverSizeProblems(files: readonly File[]): Promise<string[]> {
  const checks = await Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
      return isCoverPhotoSize(readImageSize(bytes)) ? null : file.name;
    }),
  );
  return checks.filter((name): name is string => name !== null);
}
