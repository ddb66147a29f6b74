import { toDateString } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { conflict, invalid } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { storePdf } from './documents';
import { applyMove, lockForMove } from './move';
import { agreementDetail } from './view';

// user-/admin-record-agreement-stamping: the stamp certificate of a signed agreement (its number, date
// and PDF) is recorded; the agreement becomes stamped. The operator records a stamping it did itself;
// an admin records the one the platform did after a request. Its date is between the last signature and
// today (101 otherwise); the tenant and landlord may then read its PDF (file-rule.ts).

export async function recordAgreementStamping(
  uc: TUseCase,
  input: { agreement_id: number; certificate_no: string; stamped_on: string },
  files: TUploadedFile[],
) {
  const upload = files.find((f) => f.field === 'certificate');
  if (!upload) throw invalid({ certificate: 'pdf-required' });
  const { db } = uc.services;
  const now = uc.services.now();
  const a = await db.transaction(async (tx) => {
    const move = await lockForMove(tx, uc, input.agreement_id, 'stamp');
    if (move.a.stampingStatus !== 'pending' && move.a.stampingStatus !== 'duty_paid') throw conflict();
    // A certificate is dated between the last signature and today (Malaysian days).
    if (move.a.signedAt && input.stamped_on < toDateString(move.a.signedAt))
      throw invalid({ stamped_on: 'stamped-before-signing' });
    if (input.stamped_on > toDateString(now)) throw invalid({ stamped_on: 'stamped-in-future' });
    const file = await storePdf(
      tx,
      uc,
      move.a,
      upload.filename || `${move.a.reference}-stamp.pdf`,
      upload.data,
    );
    return applyMove(
      tx,
      uc,
      move.a,
      { action: 'stamp', to: move.to, at: now, reason: input.certificate_no },
      {
        stampingStatus: 'stamped',
        stampCertificateNo: input.certificate_no,
        stampedOn: input.stamped_on,
        stampCertificateFileId: file.id,
      },
    );
  });
  return agreementDetail(db, uc, a);
}
