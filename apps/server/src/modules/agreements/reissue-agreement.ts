import { nextCompanyNumber } from '../../core/counters';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict } from '../../http/errors';
import { recordTransition } from '../lifecycle/index';
import { agreementReference } from './create-agreement';
import { lockForMove, recordMove, type TKind } from './move';
import { findReissue, findTemplate, insertAgreement } from './repository';
import { agreementDetail } from './view';

// user-reissue-agreement (user-reissue-pma): a void agreement becomes a new draft (new reference) for the same tenancy or
// PMA, from its template's current text when the template is still there, else from the voided text.
// Once only: a second re-issue of the same agreement is 104.

export async function reissueAgreement(
  uc: TUseCase,
  input: { agreement_id: number },
  kind: TKind = 'tenancy',
) {
  const { db } = uc.services;
  const now = uc.services.now();
  const created = await db.transaction(async (tx) => {
    const move = await lockForMove(tx, uc, input.agreement_id, 'reissue', kind);
    const old = move.a;
    if (await findReissue(tx, old.id)) throw conflict();
    const template = old.templateId ? await findTemplate(tx, uc.scope, old.templateId) : null;
    const n = await nextCompanyNumber(tx, old.companyId, old.kind === 'pma' ? 'pma' : 'agreement');
    const { id: _id, reference: _ref, ...rest } = old;
    const fresh = await insertAgreement(tx, {
      ...rest,
      reference: agreementReference(old.kind === 'pma' ? 'pma' : 'tenancy', n),
      body: template?.body ?? old.body,
      status: 'draft',
      documentFileId: null,
      documentSha256: null,
      signedFileId: null,
      signedSha256: null,
      sentAt: null,
      signedAt: null,
      voidReason: null,
      voidedAt: null,
      reissuedFromId: old.id,
      stampingStatus: old.kind === 'pma' ? 'not_required' : 'pending',
      stampDutySen: 0,
      stampDuplicateSen: 0,
      stampingRequestedAt: null,
      stampingFeeSen: 0,
      stampCertificateNo: null,
      stampedOn: null,
      stampCertificateFileId: null,
      createdByUserId: uc.caller.kind === 'user' ? uc.caller.userId : null,
      createdAt: now,
      updatedAt: now,
    });
    await recordMove(tx, uc, old, { action: 'reissue', to: old.status, at: now, reason: fresh.reference });
    await recordTransition(tx, {
      companyId: fresh.companyId,
      subjectType: 'agreement',
      subjectId: fresh.id,
      action: 'create',
      from: null,
      to: 'draft',
      uc,
      reason: old.reference,
      at: now,
    });
    await audit(tx, uc, {
      companyId: fresh.companyId,
      action: 'reissue',
      entity: 'agreement',
      entityId: fresh.id,
    });
    return fresh;
  });
  return agreementDetail(db, uc, created);
}
