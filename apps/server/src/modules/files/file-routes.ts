import { fId, imageWidthOf } from '@sewa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateAdmin, authenticateUser } from '../../http/auth';
import type { TCaller } from '../../http/caller';
import type { TServices } from '../../http/services';
import { canReadFile } from './file-access';
import { readImageVariant, VARIANT_MIME, variantFileName } from './image-variants';
import { findFileById } from './repository';
import { isValidFileSignature } from './signed-urls';
import { fileUrl, readStoredBytes } from './storage';

// GET /files/:id/:name serves an upload. The name is the random storage name, so URLs are unguessable;
// private files also need a valid signature (`?exp=…&sig=…`, signed-urls.ts, as answers carry them) or
// a caller allowed by file-access (Bearer token, or the web's session cookie).
// `?w=<width>` serves an image resized to one of IMAGE_WIDTHS (image-variants.ts), under the same rule.

const TOKEN_COOKIE = 'sewa_token';
const ROLE_COOKIE = 'sewa_role';

function cookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

async function callerOf(req: FastifyRequest, services: TServices): Promise<TCaller> {
  const auth = req.headers.authorization;
  const bearer = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
  const token = bearer ?? cookie(req, TOKEN_COOKIE);
  if (!token) return { kind: 'public' };
  const isAdmin = bearer ? req.headers['x-sewa-role'] === 'admin' : cookie(req, ROLE_COOKIE) === 'admin';
  try {
    return isAdmin
      ? await authenticateAdmin(services.db, token, services.now())
      : await authenticateUser(services.db, token, services.now());
  } catch {
    return { kind: 'public' };
  }
}

/** RFC 6266 header: an ASCII fallback plus the UTF-8 name. */
export const contentDisposition = (name: string, isAttachment: boolean): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${isAttachment ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

export function registerFileRoutes(app: FastifyInstance, services: TServices): void {
  app.get<{
    Params: { id: string; name: string };
    Querystring: { download?: string; w?: string; exp?: string; sig?: string };
  }>('/files/:id/:name', async (req, reply) => {
    const notFound = () =>
      reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    const width = req.query.w === undefined ? null : imageWidthOf(req.query.w);
    if (req.query.w !== undefined && width === null) {
      return reply.status(400).header('cache-control', 'no-store').type('text/plain').send('Unknown width');
    }
    // The calls' id rule: digits within PostgreSQL's integer (a larger one is no file, not a 500).
    const id = fId().safeParse(req.params.id);
    if (!id.success) return notFound();
    const file = await findFileById(services.db, id.data);
    if (!file || file.storageName !== req.params.name) return notFound();
    if (
      file.visibility !== 'public' &&
      !isValidFileSignature(fileUrl(file), req.query, services.config.secretKey, services.now()) &&
      !(await canReadFile(await callerOf(req, services), file, services.db))
    ) {
      return notFound(); // not "forbidden": a private file's existence is not disclosed
    }
    const { dataDir } = services.config;
    const bytes = width ? await readImageVariant(dataDir, file, width) : await readStoredBytes(dataDir, file);
    if (!bytes) return notFound();
    const isPublic = file.visibility === 'public';
    const name = width ? variantFileName(file.originalName) : file.originalName;
    return reply
      .header('content-type', width ? VARIANT_MIME : file.mime)
      .header('content-length', bytes.byteLength)
      .header('content-disposition', contentDisposition(name, req.query.download === '1'))
      .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-site')
      .send(bytes);
  });
}
