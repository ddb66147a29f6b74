import { ACCOUNT_TRANSITIONS, type TAccountStatusView, type ZChangeAccountStatusInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { conflict } from '../../../http/errors';
import { closeSessionSockets, revokeSessionsOf } from '../../accounts/session-repository';
import { insertStatusEvent, setUserStatus } from './repository';
import { protectedReason, statusTargetOf } from './status-target';
import { accountStatusView } from './views';

/**
 * user-change-account-status / admin-change-account-status (product §2.2 account status): suspend,
 * unsuspend, lock or terminate an account, with a reason. The change is kept in account_status_events
 * and the audit log, and the account's sessions end: its next call answers 803, and login refuses it.
 * An operator may not change its company's owner nor itself (104).
 */
export async function changeAccountStatus(
  uc: TUseCase,
  input: z.output<typeof ZChangeAccountStatusInput>,
): Promise<TAccountStatusView> {
  const { services } = uc;
  const now = services.now();
  let revoked: number[] = [];
  const updated = await services.db.transaction(async (tx) => {
    const target = await statusTargetOf(uc, tx, input.user_id);
    const refusal = await protectedReason(uc, tx, target);
    if (refusal) throw conflict(refusal);
    const transition = ACCOUNT_TRANSITIONS[input.action];
    if (!transition.from.includes(target.status)) throw conflict('account-status-transition');
    await setUserStatus(tx, target.id, transition.to, now);
    const actor =
      uc.caller.kind === 'admin'
        ? { actorKind: 'admin', actorId: uc.caller.adminId }
        : { actorKind: 'user', actorId: uc.caller.kind === 'user' ? uc.caller.userId : 0 };
    await insertStatusEvent(tx, {
      principalKind: 'user',
      principalId: target.id,
      companyId: target.companyId,
      action: input.action,
      fromStatus: target.status,
      toStatus: transition.to,
      reason: input.reason,
      ...actor,
      createdAt: now,
    });
    revoked = await revokeSessionsOf(tx, { kind: 'user', id: target.id }, now);
    await audit(tx, uc, {
      companyId: uc.caller.kind === 'user' ? uc.caller.companyId : target.companyId,
      action: input.action,
      entity: 'user',
      entityId: target.id,
      before: { status: target.status },
      after: { status: transition.to, reason: input.reason },
    });
    return { ...target, status: transition.to };
  });
  closeSessionSockets(services, revoked);
  return accountStatusView(updated, true);
}
