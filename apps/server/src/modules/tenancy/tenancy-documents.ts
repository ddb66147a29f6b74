import type { TTenancyDocument } from '@sewa/domain';
import { audit, ownerOf, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { storeUpload } from '../files/index';
import { deleteDocument, findDocument, insertDocuments, listDocuments, lockTenancy } from './repository';
import { toDocument } from './tenancy-view';

// user-upload-tenancy-documents and user-delete-tenancy-document: the operator's side keeps a tenancy's
// documents, private (its side and admins only) or shared (the tenant and the landlord read them too).
// Every file is stored private; who may fetch it is decided by the tenancy's file-read rule (file-rule.ts).

export async function uploadTenancyDocuments(
  uc: TUseCase,
  input: { tenancy_id: number; visibility: 'private' | 'shared' },
  files: TUploadedFile[],
): Promise<TTenancyDocument[]> {
  const uploads = files.filter((f) => f.field === 'documents');
  if (!uploads.length) throw invalid({ documents: 'required' });
  const { db } = uc.services;
  const now = uc.services.now();
  const ids = await db.transaction(async (tx) => {
    const tenancy = await lockTenancy(tx, uc.scope, input.tenancy_id);
    if (!tenancy) throw notFound();
    const stored = [];
    for (const upload of uploads)
      stored.push(
        await storeUpload({ db: tx, config: uc.services.config }, upload, {
          companyId: tenancy.companyId,
          visibility: 'private',
          ...ownerOf(uc),
        }),
      );
    const rows = await insertDocuments(
      tx,
      stored.map((f) => ({
        companyId: tenancy.companyId,
        tenancyId: tenancy.id,
        fileId: f.id,
        visibility: input.visibility,
        createdAt: now,
      })),
    );
    await audit(tx, uc, {
      companyId: tenancy.companyId,
      action: 'upload_documents',
      entity: 'tenancy',
      entityId: tenancy.id,
      after: { visibility: input.visibility, file_ids: stored.map((f) => f.id) },
    });
    return rows.map((r) => r.id);
  });
  const all = await listDocuments(db, input.tenancy_id, true);
  return all.filter(({ document }) => ids.includes(document.id)).map(toDocument);
}

export async function deleteTenancyDocument(uc: TUseCase, input: { document_id: number }) {
  await uc.services.db.transaction(async (tx) => {
    const found = await findDocument(tx, uc.scope, input.document_id);
    if (!found) throw notFound();
    await deleteDocument(tx, found.document.id);
    await audit(tx, uc, {
      companyId: found.tenancy.companyId,
      action: 'delete_document',
      entity: 'tenancy',
      entityId: found.tenancy.id,
      before: { document_id: found.document.id, file_id: found.document.fileId },
    });
  });
  return {};
}
