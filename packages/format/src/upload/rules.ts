import { INVALID_TYPE_KEY, type TUploadError, uploadError } from './messages';
import { isPlainText, sniffFileType } from './sniff';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_SIZE_MB,
  KIND_TYPES,
  type TFileType,
  type TUploadKind,
  TYPE_EXTENSIONS,
  TYPE_MIMES,
} from './types';

export type TFileMeta = { name: string; size: number; type: string };
export type TUploadLimits = {
  kind: TUploadKind;
  maxFiles?: number;
  maxSizeMb?: number;
  existingCount?: number;
};

const extensionOf = (name: string): string | null => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
};

/** The accepted type a file claims by its extension and MIME type, or null when either says otherwise. */
export const declaredType = (file: Pick<TFileMeta, 'name' | 'type'>, kind: TUploadKind): TFileType | null => {
  const ext = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  const isMimeUnknown = mime === '' || mime === 'application/octet-stream';
  for (const t of KIND_TYPES[kind]) {
    const isExtOk = ext === null ? !isMimeUnknown : TYPE_EXTENSIONS[t].includes(ext);
    const isMimeOk = isMimeUnknown || TYPE_MIMES[t].includes(mime);
    if (isExtOk && isMimeOk) return t;
  }
  return null;
};

export const maxSizeBytes = (maxSizeMb: number): number => Math.floor(maxSizeMb * 1024 * 1024);

/**
 * The first problem with a selection, checked as the widget does: the count (with files already
 * attached), then each file in order: its type, then its size. null when all is well.
 */
export const validateFiles = (files: readonly TFileMeta[], limits: TUploadLimits): TUploadError | null => {
  const { kind, maxFiles = DEFAULT_MAX_FILES, maxSizeMb = DEFAULT_MAX_SIZE_MB, existingCount = 0 } = limits;
  if (existingCount + files.length > maxFiles) return uploadError('upload.too-many-files', { n: maxFiles });
  for (const file of files) {
    if (!declaredType(file, kind)) return uploadError(INVALID_TYPE_KEY[kind], {}, file.name);
    if (file.size > maxSizeBytes(maxSizeMb))
      return uploadError('upload.file-too-large', { n: maxSizeMb }, file.name);
  }
  return null;
};

/**
 * The server's check of one received file: size, then the real content type (magic bytes) against the
 * kind. Returns the detected type, or the same error the widget would show.
 */
export const validateFileContent = (
  bytes: Uint8Array,
  limits: Omit<TUploadLimits, 'maxFiles' | 'existingCount'>,
  fileName?: string,
): { type: TFileType } | { error: TUploadError } => {
  const { kind, maxSizeMb = DEFAULT_MAX_SIZE_MB } = limits;
  if (bytes.byteLength > maxSizeBytes(maxSizeMb))
    return { error: uploadError('upload.file-too-large', { n: maxSizeMb }, fileName) };
  // The only text type accepted is CSV: a file with no binary signature that is plain text is one.
  const type = sniffFileType(bytes) ?? (isPlainText(bytes) ? 'csv' : null);
  if (!type || !KIND_TYPES[kind].includes(type))
    return { error: uploadError(INVALID_TYPE_KEY[kind], {}, fileName) };
  return { type };
};
