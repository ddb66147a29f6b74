import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TDbExecutor } from '@sewa/db';
import { readImageSize, sniffFileType, type TUploadKind } from '@sewa/domain';
import type { TUploadedFile } from '../../http/registry';
import type { TServices } from '../../http/services';
import { insertFile, type TFileRow } from './repository';
import { PRIVATE_MARK } from './signed-urls';

// Generic upload storage: bytes under <dataDir>/uploads/<random name>, a `files` row describing them.
// The random name is part of the URL, so a file's address cannot be guessed from its id.

export type TVisibility = 'public' | 'private';
export type TStoreOptions = {
  companyId: number | null;
  visibility: TVisibility;
  ownerKind?: 'user' | 'admin' | 'system' | 'public';
  ownerId?: number | null;
  kind?: TUploadKind;
};
export type TStoredFile = {
  id: number;
  url: string;
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
};

const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  mp4: 'mp4',
  webm: 'webm',
  avi: 'avi',
  ppt: 'ppt',
  pptx: 'pptx',
};

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
/** The address of a public file (a published listing's photo, a logo): the same for everyone, cacheable. */
export const fileUrl = (row: Pick<TFileRow, 'id' | 'storageName'>) => `/files/${row.id}/${row.storageName}`;
/** The address of a private file in a call's answer, marked to be signed for a few minutes as the answer
 * is sent (signed-urls.ts); elsewhere (e-mails) the mark is ignored and the file needs a session. */
export const privateFileUrl = (row: Pick<TFileRow, 'id' | 'storageName'>) => `${fileUrl(row)}${PRIVATE_MARK}`;
/** A file's address in a call's answer by its own visibility: plain when public, marked when private. */
export const fileUrlByVisibility = (row: Pick<TFileRow, 'id' | 'storageName' | 'visibility'>) =>
  row.visibility === 'public' ? fileUrl(row) : privateFileUrl(row);

export const toStoredFile = (row: TFileRow): TStoredFile => ({
  id: row.id,
  url: fileUrlByVisibility(row),
  name: row.originalName,
  mime: row.mime,
  size: row.size,
  width: row.width,
  height: row.height,
});

/** A display name safe for Content-Disposition: no path, no control or quote characters. */
export const safeFileName = (name: string): string =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 150) || 'file';

/** Stores bytes already checked by the call's file rule (the envelope sniffs the type by content).
 * Inside a transaction, pass the transaction as `db` (PGlite has one connection). */
export async function storeUpload(
  services: { db: TDbExecutor; config: Pick<TServices['config'], 'dataDir'> },
  file: Pick<TUploadedFile, 'filename' | 'mimetype' | 'data'>,
  options: TStoreOptions,
): Promise<TStoredFile> {
  const bytes = new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength);
  const type = sniffFileType(bytes);
  const size = readImageSize(bytes);
  const storageName = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type ?? ''] ?? 'bin'}`;
  const dir = uploadsDir(services.config.dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, storageName), file.data, { flag: 'wx' });
  const row = await insertFile(services.db, {
    companyId: options.companyId,
    ownerKind: options.ownerKind ?? 'system',
    ownerId: options.ownerId ?? null,
    kind: options.kind ?? 'all',
    mime: file.mimetype,
    size: file.data.byteLength,
    width: size?.width ?? null,
    height: size?.height ?? null,
    originalName: safeFileName(file.filename),
    storageName,
    visibility: options.visibility,
  });
  return toStoredFile(row);
}

export async function readStoredBytes(dataDir: string, row: TFileRow): Promise<Buffer | null> {
  try {
    return await readFile(join(uploadsDir(dataDir), row.storageName));
  } catch {
    return null;
  }
}
