import type { TAgreementParty, TAgreementStatus, TVerifyResult } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { sha256 } from './documents';
import { findByHash, listSignatures } from './repository';

// public-verify-agreement-pdf: anyone holding an agreement's PDF checks it. Its SHA-256 is compared
// with the stored hashes of every document sent and every final signed PDF; a file changed by one byte
// matches nothing. A match names the document, its state and its signers (what the PDF itself shows).

export async function verifyAgreementPdf(uc: TUseCase, files: TUploadedFile[]): Promise<TVerifyResult> {
  const upload = files.find((f) => f.field === 'file');
  if (!upload) throw invalid({ file: 'pdf-required' });
  const hash = sha256(new Uint8Array(upload.data));
  const a = await findByHash(uc.services.db, hash);
  if (!a)
    return {
      sha256: hash,
      match: null,
      reference: null,
      kind: null,
      status: null,
      signed_at: null,
      signers: [],
    };
  const signatures = await listSignatures(uc.services.db, a.id);
  return {
    sha256: hash,
    match: a.signedSha256 === hash ? 'signed' : 'document',
    reference: a.reference,
    kind: a.kind === 'pma' ? 'pma' : 'tenancy',
    status: a.status as TAgreementStatus,
    signed_at: a.signedAt?.toISOString() ?? null,
    signers: signatures.map((s) => ({
      name: s.name,
      party: s.party as TAgreementParty,
      signed_at: s.signedAt.toISOString(),
    })),
  };
}
