import type { TDbExecutor } from '@sewa/db';
import { agreementTransition, type TAgreementAction, type TAgreementStatus } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { findAgreement, type TAgreementRecord, type TNewAgreement, updateAgreement } from './repository';

// One move of an agreement, in the caller's transaction: the row locked within the caller's scope (102),
// the machine's word (104 illegal, 103 wrong actor), the new state, the history and the audit.

export type TKind = 'tenancy' | 'pma';

export async function lockAgreement(tx: TDbExecutor, uc: TUseCase, id: number, kind: TKind = 'tenancy') {
  const a = await findAgreement(tx, uc.scope, id, true, kind);
  if (!a) throw notFound();
  return a;
}

export async function lockForMove(
  tx: TDbExecutor,
  uc: TUseCase,
  id: number,
  action: Exclude<TAgreementAction, 'sign'>,
  kind: TKind = 'tenancy',
) {
  const a = await lockAgreement(tx, uc, id, kind);
  const to = mustTransition(agreementTransition(a.status as TAgreementStatus, action, actorOf(uc)));
  return { a, to };
}

export async function recordMove(
  tx: TDbExecutor,
  uc: TUseCase | null,
  a: TAgreementRecord,
  move: { action: string; to: string; at: Date; reason?: string | null },
) {
  await recordTransition(tx, {
    companyId: a.companyId,
    subjectType: 'agreement',
    subjectId: a.id,
    action: move.action,
    from: a.status,
    to: move.to,
    uc,
    reason: move.reason ?? null,
    at: move.at,
  });
}

export async function applyMove(
  tx: TDbExecutor,
  uc: TUseCase,
  a: TAgreementRecord,
  move: { action: string; to: TAgreementStatus; at: Date; reason?: string | null },
  values: Partial<TNewAgreement> = {},
) {
  const updated = await updateAgreement(tx, a.id, { ...values, status: move.to, updatedAt: move.at });
  await recordMove(tx, uc, a, move);
  await audit(tx, uc, { companyId: a.companyId, action: move.action, entity: 'agreement', entityId: a.id });
  return updated;
}
