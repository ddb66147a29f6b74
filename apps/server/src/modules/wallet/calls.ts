import {
  adminAdjustWallet,
  adminListCompanyWallets,
  userGetCreditTransactionReport,
  userGetWallet,
  userListWalletHistory,
  userTopupWallet,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { adjustWallet } from './adjust-wallet';
import { creditTransactionReport } from './credit-report';
import { getWallet } from './get-wallet';
import { listCompanyWallets } from './list-company-wallets';
import { listWalletHistory } from './list-wallet-history';
import { topupWallet } from './topup-wallet';

// The company wallet (operator privilege wallet-history), its report (report), and the admin's view.
const WALLET = { roles: ['operator'], privilege: 'wallet-history' } as const;

export const walletCalls = [
  defineCall(userGetWallet, { ...WALLET, handler: async (ctx) => ({ data: await getWallet(useCase(ctx)) }) }),
  defineCall(userTopupWallet, {
    ...WALLET,
    handler: async (ctx) => ({ data: await topupWallet(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListWalletHistory, {
    ...WALLET,
    handler: async (ctx) => ({ data: await listWalletHistory(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetCreditTransactionReport, {
    roles: ['operator'],
    privilege: 'report',
    handler: async (ctx) => ({ data: await creditTransactionReport(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminAdjustWallet, {
    roles: ['admin'],
    privilege: 'account/system-invoice',
    handler: async (ctx) => ({ data: await adjustWallet(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListCompanyWallets, {
    roles: ['admin'],
    privilege: 'report',
    handler: async (ctx) => ({ data: await listCompanyWallets(useCase(ctx), ctx.input) }),
  }),
];
