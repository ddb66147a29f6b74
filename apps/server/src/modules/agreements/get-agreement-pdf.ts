import type { TGeneratedFile } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { renderDocument, storedBytes } from './documents';
import { findAgreement, type TAgreementRecord } from './repository';
import { todayOf } from './view';

// user-get-agreement-pdf: a draft as it will print (rendered now), a sent one as the exact document
// being signed, a signed one as the final PDF with its signatures and audit page.

export async function getAgreementPdf(
  uc: TUseCase,
  input: { agreement_id: number },
  kind: 'tenancy' | 'pma' = 'tenancy',
): Promise<TGeneratedFile> {
  const a = await findAgreement(uc.services.db, uc.scope, input.agreement_id, false, kind);
  if (!a) throw notFound();
  return agreementPdfFile(uc, a);
}

/** The agreement's PDF as it stands (see above); also what a signing link's holder reads. */
export async function agreementPdfFile(uc: TUseCase, a: TAgreementRecord): Promise<TGeneratedFile> {
  const { db } = uc.services;
  let bytes: Uint8Array | null;
  let name = `${a.reference}.pdf`;
  if (a.status === 'draft') bytes = await renderDocument(db, a, todayOf(uc), uc.services.now());
  else if (a.signedFileId) {
    bytes = await storedBytes(db, uc.services, a.signedFileId);
    name = `${a.reference}-signed.pdf`;
  } else bytes = await storedBytes(db, uc.services, a.documentFileId);
  if (!bytes) throw conflict();
  return { file_name: name, mime: 'application/pdf', base64: Buffer.from(bytes).toString('base64') };
}
