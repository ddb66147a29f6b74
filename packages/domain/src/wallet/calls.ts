import { dataOf, pageOf, ZEmpty } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  ZAdjustWalletInput,
  ZAdjustWalletResult,
  ZCompanyWallet,
  ZCreditReport,
  ZCreditReportInput,
  ZListCompanyWalletsInput,
  ZListWalletHistoryInput,
  ZPaymentStart,
  ZPlatformMoneyTotals,
  ZTopupWalletInput,
  ZWallet,
  ZWalletEntry,
} from './schemas';

// The wallet calls (operator privilege wallet-history; the credit report needs report).

export const userGetWallet = defineContract({
  name: 'user-get-wallet',
  input: ZEmpty,
  output: dataOf(ZWallet),
});

export const userTopupWallet = defineContract({
  name: 'user-topup-wallet',
  input: ZTopupWalletInput,
  output: dataOf(ZPaymentStart),
});

export const userListWalletHistory = defineContract({
  name: 'user-list-wallet-history',
  input: ZListWalletHistoryInput,
  output: dataOf(pageOf(ZWalletEntry)),
});

export const userGetCreditTransactionReport = defineContract({
  name: 'user-get-credit-transaction-report',
  input: ZCreditReportInput,
  output: dataOf(ZCreditReport),
});

export const adminAdjustWallet = defineContract({
  name: 'admin-adjust-wallet',
  input: ZAdjustWalletInput,
  output: dataOf(ZAdjustWalletResult),
});

export const adminListCompanyWallets = defineContract({
  name: 'admin-list-company-wallets',
  input: ZListCompanyWalletsInput,
  output: dataOf(pageOf(ZCompanyWallet).extend({ totals: ZPlatformMoneyTotals })),
});
