import type { TUseCase } from '../../../core/use-case';
import { forbidden } from '../../../http/errors';
import { findUserById, type TUserRow } from '../../accounts/user-repository';
import { workOf } from './work';

/**
 * The calling contractor, when it is a main contractor (product §2.4: contractors manage their own
 * sub-contractors); a sub-contractor gets 103. Sub-contractors see only the work assigned to them: the
 * work-order module enforces that on its own calls.
 */
export async function mainContractorOf(
  uc: TUseCase,
): Promise<TUserRow & { work: ReturnType<typeof workOf> }> {
  if (uc.caller.kind !== 'user' || uc.caller.role !== 'contractor') throw forbidden();
  const me = await findUserById(uc.services.db, uc.caller.userId);
  if (!me || me.parentUserId !== null) throw forbidden();
  return { ...me, work: workOf(me) };
}
