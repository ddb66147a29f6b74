import { createHash } from 'node:crypto';
import type { TDbExecutor } from '@sewa/db';
import { ownerOf, type TUseCase } from '../../core/use-case';
import type { TServices } from '../../http/services';
import { findFilesByIds, readStoredBytes, storeUpload } from '../files/index';
import { renderAgreementDocument } from './agreement-pdf';
import { filledBody } from './fill';
import type { TAgreementRecord } from './repository';

// The agreement's PDFs as stored files (private files of the company) and their SHA-256.

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The document as it prints today (a draft's preview, and the bytes fixed when sent). */
export async function renderDocument(db: TDbExecutor, a: TAgreementRecord, today: string, at: Date) {
  return renderAgreementDocument({
    reference: a.reference,
    title: a.title,
    language: a.language === 'cn' ? 'cn' : 'en',
    html: await filledBody(db, a, today),
    createdAt: at,
  });
}

export async function storePdf(
  tx: TDbExecutor,
  uc: TUseCase,
  a: TAgreementRecord,
  name: string,
  bytes: Uint8Array,
) {
  return storeUpload(
    { db: tx, config: uc.services.config },
    { filename: name, mimetype: 'application/pdf', data: Buffer.from(bytes) },
    { companyId: a.companyId, visibility: 'private', ...ownerOf(uc), kind: 'pdf' },
  );
}

export async function storePng(
  tx: TDbExecutor,
  uc: TUseCase,
  a: TAgreementRecord,
  name: string,
  bytes: Buffer,
) {
  return storeUpload(
    { db: tx, config: uc.services.config },
    { filename: name, mimetype: 'image/png', data: bytes },
    { companyId: a.companyId, visibility: 'private', ...ownerOf(uc), kind: 'image' },
  );
}

/** A stored file's bytes, or null when it is gone. */
export async function storedBytes(db: TDbExecutor, services: TServices, fileId: number | null) {
  if (!fileId) return null;
  const [file] = await findFilesByIds(db, [fileId]);
  const bytes = file ? await readStoredBytes(services.config.dataDir, file) : null;
  return bytes ? new Uint8Array(bytes) : null;
}
