import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { balanceOf, companyAccount } from '../ledger/index';
import { topupTaxRateBp } from './credit-topup';

/** user-get-wallet: the company's prepaid credit, and the SST rate a top-up made now is taxed at. */
export async function getWallet(uc: TUseCase) {
  const { db } = uc.services;
  return {
    balance_sen: await balanceOf(db, companyAccount(companyOf(uc.scope), 'wallet')),
    topup_tax_rate_bp: await topupTaxRateBp(db, uc.services.now()),
  };
}
