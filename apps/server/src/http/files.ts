import {
  INVALID_TYPE_KEY,
  type TLanguage,
  UPLOAD_MESSAGES,
  uploadMessage,
  validateFileContent,
} from '@sewa/domain';
import { DEFAULT_MAX_FILES } from '@sewa/format/upload/types';
import { cleanImage } from './image-clean';
import type { TAnyCall, TUploadedFile } from './registry';

/** Applies each declared file field's rule; the type is judged by the bytes, not the name or header.
 * Images are decoded and re-encoded without metadata (image-clean.ts); one that cannot be is refused
 * with the field's wrong-type message. */
export async function checkFiles(
  call: TAnyCall,
  files: TUploadedFile[],
  lang: TLanguage,
): Promise<Record<string, string> | null> {
  const errors: Record<string, string> = {};
  const rules = call.files ?? {};
  for (const file of files) {
    if (!rules[file.field]) errors[file.field] = UPLOAD_MESSAGES[lang]['upload.unsupported-type'];
  }
  for (const [field, rule] of Object.entries(rules)) {
    const mine = files.filter((f) => f.field === field);
    const maxFiles = rule.maxFiles ?? DEFAULT_MAX_FILES;
    if (mine.length > maxFiles) {
      errors[field] = uploadMessage('upload.too-many-files', { n: maxFiles }, lang);
      continue;
    }
    for (const file of mine) {
      const bytes = new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength);
      const result = validateFileContent(bytes, { kind: rule.kind, maxSizeMb: rule.maxSizeMb });
      if ('error' in result) {
        errors[field] = uploadMessage(result.error.key, result.error.params, lang);
        break;
      }
      file.mimetype = MIME[result.type] ?? 'application/octet-stream';
      if (result.type === 'jpeg' || result.type === 'png') {
        const cleaned = await cleanImage(file.data, result.type);
        if (!cleaned) {
          errors[field] = uploadMessage(INVALID_TYPE_KEY[rule.kind], {}, lang);
          break;
        }
        file.data = cleaned;
      }
    }
  }
  return Object.keys(errors).length ? errors : null;
}

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
};
