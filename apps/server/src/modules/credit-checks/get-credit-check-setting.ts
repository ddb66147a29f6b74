import type { TCreditCheckSetting } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { ensureDefaultSetting, findSetting } from './repository';
import { toSetting } from './views';

/** admin-get-credit-check-setting (edit-ctos/{id}). */
export async function getCreditCheckSetting(
  uc: TUseCase,
  input: { id: number },
): Promise<TCreditCheckSetting> {
  await ensureDefaultSetting(uc.services.db, uc.services.creditBureaus.defaultProvider, uc.services.now());
  const row = await findSetting(uc.services.db, input.id);
  if (!row) throw notFound();
  return toSetting(row);
}
