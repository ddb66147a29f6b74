import type { TUseCase } from '../../core/use-case';
import { balanceOf, companyAccount, insufficientCredit } from '../ledger/index';
import { byOf } from '../tenancy/viewer';
import { chargePlatformFee } from '../wallet/charge-platform-fee';
import { renderDocument, sha256, storePdf } from './documents';
import { agreementFees } from './fees';
import { filledBody } from './fill';
import { applyMove, lockForMove, type TKind } from './move';
import { noticeParties } from './notices';
import { orderOf } from './party';
import { findAgreementRow } from './repository';
import { agreementDetail, todayOf } from './view';

// user-send-agreement: the draft is fixed into its document PDF (variables filled as of today), whose
// SHA-256 every party signs; the e-sign fee, where configured, is charged to the wallet (777 when short,
// and then nothing is sent); the first party to sign is told by notification, SMS and e-mail.

export async function sendAgreement(uc: TUseCase, input: { agreement_id: number }, kind: TKind = 'tenancy') {
  const { db } = uc.services;
  const now = uc.services.now();
  const today = todayOf(uc);
  const fees = await agreementFees(db);
  const { a, after } = await db.transaction(async (tx) => {
    const move = await lockForMove(tx, uc, input.agreement_id, 'send', kind);
    if (
      fees.esign_fee_sen > 0 &&
      (await balanceOf(tx, companyAccount(move.a.companyId, 'wallet'))) < fees.esign_fee_sen
    )
      throw insufficientCredit();
    const fixed = { ...move.a, body: await filledBody(tx, move.a, today) };
    const pdf = await renderDocument(tx, fixed, today, now);
    const file = await storePdf(tx, uc, fixed, `${fixed.reference}.pdf`, pdf);
    const sent = await applyMove(
      tx,
      uc,
      move.a,
      { action: 'send', to: move.to, at: now },
      { body: fixed.body, documentFileId: file.id, documentSha256: sha256(pdf), sentAt: now },
    );
    if (fees.esign_fee_sen > 0)
      await chargePlatformFee(tx, {
        companyId: sent.companyId,
        feeSen: fees.esign_fee_sen,
        idempotencyKey: `esign:${sent.id}`,
        reference: { type: 'agreement', id: sent.id },
        memo: `E-sign ${sent.reference}`,
        createdBy: byOf(uc),
        at: now,
      });
    const row = await findAgreementRow(tx, sent.id);
    const first = orderOf(sent)[0]!;
    const after = await noticeParties(tx, uc.services, sent, row, [first], 'to_sign');
    return { a: sent, after };
  });
  await after();
  return agreementDetail(db, uc, a);
}
