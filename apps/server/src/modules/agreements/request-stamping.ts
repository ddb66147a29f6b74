import { calculateStampDuty, formatMoney, tenureMonths, toDateString } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict } from '../../http/errors';
import { balanceOf, companyAccount, insufficientCredit } from '../ledger/index';
import { byOf } from '../tenancy/viewer';
import { chargePlatformFee } from '../wallet/charge-platform-fee';
import { agreementFees } from './fees';
import { lockAgreement, recordMove } from './move';
import { findTenancyTerms, updateAgreement } from './repository';
import { agreementDetail } from './view';

// user-request-agreement-stamping: the operator asks the platform to stamp a signed agreement. The duty
// (with the duplicates asked for, by the rules of the signing day) and the configured stamping fee are
// charged to the wallet in one platform charge (777 when short, and then nothing changes); the stamping
// status becomes "duty paid" until the certificate is recorded.

export async function requestAgreementStamping(
  uc: TUseCase,
  input: { agreement_id: number; copies: number },
) {
  const { db } = uc.services;
  const now = uc.services.now();
  const fees = await agreementFees(db);
  const a = await db.transaction(async (tx) => {
    const found = await lockAgreement(tx, uc, input.agreement_id);
    const terms = await findTenancyTerms(tx, found.tenancyId);
    if (found.status !== 'signed' || found.stampingStatus !== 'pending' || !found.signedAt || !terms)
      throw conflict();
    const duty = calculateStampDuty({
      monthly_rent_sen: terms.rent,
      tenure_months: tenureMonths(terms.start, terms.end),
      copies: input.copies,
      signed_on: toDateString(found.signedAt),
    });
    const charge = duty.total_sen + fees.stamping_fee_sen;
    if ((await balanceOf(tx, companyAccount(found.companyId, 'wallet'))) < charge) throw insufficientCredit();
    if (charge > 0)
      await chargePlatformFee(tx, {
        companyId: found.companyId,
        feeSen: charge,
        idempotencyKey: `stamping:${found.id}`,
        reference: { type: 'agreement', id: found.id },
        memo: `Stamping ${found.reference}: duty ${formatMoney(duty.duty_sen, 'myr')} + ${input.copies} duplicate(s) ${formatMoney(duty.duplicate_sen, 'myr')} + fee ${formatMoney(fees.stamping_fee_sen, 'myr')}`,
        createdBy: byOf(uc),
        at: now,
      });
    const updated = await updateAgreement(tx, found.id, {
      stampingStatus: 'duty_paid',
      stampCopies: input.copies,
      stampDutySen: duty.duty_sen,
      stampDuplicateSen: duty.duplicate_sen,
      stampingFeeSen: fees.stamping_fee_sen,
      stampingRequestedAt: now,
      updatedAt: now,
    });
    await recordMove(tx, uc, found, { action: 'request_stamping', to: found.status, at: now });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'request_stamping',
      entity: 'agreement',
      entityId: found.id,
      after: { charged_sen: charge },
    });
    return updated;
  });
  return agreementDetail(db, uc, a);
}
