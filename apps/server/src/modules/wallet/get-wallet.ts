import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { balanceOf, companyAccount } from '../ledger/index';

/** user-get-wallet: the company's prepaid credit. */
export async function getWallet(uc: TUseCase) {
  return { balance_sen: await balanceOf(uc.services.db, companyAccount(companyOf(uc.scope), 'wallet')) };
}
