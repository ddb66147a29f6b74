import { STATUS } from '@sewa/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badEnvelope } from './errors';
import type { TUploadedFile } from './registry';

export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 2 * 1024 * 1024, // base64 of up to ~1.5 MB of text (agreement bodies)
  fields: 300,
  fileSize: 50 * 1024 * 1024, // largest per-call rule (media); per-call rules are checked after reading
  files: 20,
  parts: 320,
} as const;

/** Reads every part into memory within MULTIPART_LIMITS; a breach is a validation error, not a crash. */
export async function readMultipart(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: TUploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw new AppError(STATUS.VALIDATION, 'too-large');
        if (Object.hasOwn(fields, part.fieldname)) throw badEnvelope('bad-field-encoding');
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('FST_') || code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(STATUS.VALIDATION, 'too-large');
    }
    throw badEnvelope('not-multipart');
  }
  return { fields, files };
}
