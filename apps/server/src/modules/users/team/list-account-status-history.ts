import type { ZAccountStatusHistoryInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageWindow } from '../../../core/paging';
import type { TUseCase } from '../../../core/use-case';
import { listStatusEvents } from './repository';
import { protectedReason, statusTargetOf } from './status-target';
import { accountStatusView, statusEventView } from './views';

/**
 * user-list-account-status-history / admin-list-account-status-history: the account's status now, the
 * actions open from it, and its history, newest first. The same reach and keys as changing it.
 */
export async function listAccountStatusHistory(
  uc: TUseCase,
  input: z.output<typeof ZAccountStatusHistoryInput>,
) {
  const db = uc.services.db;
  const target = await statusTargetOf(uc, db, input.user_id);
  const { rows, total } = await listStatusEvents(db, { kind: 'user', id: target.id }, pageWindow(input));
  const canChange = (await protectedReason(uc, db, target)) === null;
  return {
    ...accountStatusView(target, canChange),
    items: rows.map(statusEventView),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}
