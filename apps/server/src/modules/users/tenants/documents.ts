import type { TDbExecutor } from '@sewa/db';
import { TENANT_DOCUMENT_KINDS } from '@sewa/domain';
import { ownerOf, type TUseCase } from '../../../core/use-case';
import type { TUploadedFile } from '../../../http/registry';
import { storeUpload } from '../../files/index';
import type { TStoredDocument } from './views';

/**
 * Stores the uploaded identity documents as private files of the company (its operators read them, the
 * tenant does not) and returns the document list with them replacing the company's older ones of the
 * same kind.
 */
export async function storeDocuments(
  tx: TDbExecutor,
  uc: TUseCase,
  companyId: number,
  uploads: TUploadedFile[],
  current: TStoredDocument[],
): Promise<{ documents: TStoredDocument[]; added: TStoredDocument[] }> {
  const added: TStoredDocument[] = [];
  for (const kind of TENANT_DOCUMENT_KINDS) {
    const file = uploads.find((f) => f.field === kind);
    if (!file) continue;
    const stored = await storeUpload({ db: tx, config: uc.services.config }, file, {
      companyId,
      visibility: 'private',
      ...ownerOf(uc),
      kind: kind === 'selfie' ? 'image' : 'document',
    });
    added.push({ file_id: stored.id, kind, company_id: companyId });
  }
  const replaced = new Set(added.map((d) => d.kind));
  return {
    documents: [...current.filter((d) => d.company_id !== companyId || !replaced.has(d.kind)), ...added],
    added,
  };
}
