import type { TUseCase } from '../../core/use-case';
import { applyMove, lockForMove, type TKind } from './move';
import { noticeParties } from './notices';
import { orderOf } from './party';
import { findAgreementRow } from './repository';
import { agreementDetail } from './view';

// user-void-agreement: a sent, signed or stamped agreement is voided with a reason (its PDFs and
// signatures are kept); the parties are told. Re-issue makes a corrected draft.

export async function voidAgreement(
  uc: TUseCase,
  input: { agreement_id: number; reason: string },
  kind: TKind = 'tenancy',
) {
  const { db } = uc.services;
  const now = uc.services.now();
  const { a, after } = await db.transaction(async (tx) => {
    const move = await lockForMove(tx, uc, input.agreement_id, 'void', kind);
    const voided = await applyMove(
      tx,
      uc,
      move.a,
      { action: 'void', to: move.to, at: now, reason: input.reason },
      { voidReason: input.reason, voidedAt: now },
    );
    const row = await findAgreementRow(tx, voided.id);
    const parties = orderOf(voided).filter((p) => p !== 'operator');
    return { a: voided, after: await noticeParties(tx, uc.services, voided, row, parties, 'void') };
  });
  await after();
  return agreementDetail(db, uc, a);
}
