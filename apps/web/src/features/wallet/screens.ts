import { PAYMENT_RETURN_PATH } from '@sewa/domain/payments/paths';
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

// The wallet, payments and jobs screens (issue 10): the operator's wallet and credit report, the page the
// payment gateway returns to, and the admin's company wallets and scheduled jobs.
export const WALLET_SCREENS: Readonly<Record<string, RouteComponent>> = {
  '/operator/wallet-history': lazyRouteComponent(() => import('./wallet-history-page'), 'WalletHistoryPage'),
  '/operator/credit-transaction-report': lazyRouteComponent(
    () => import('./credit-report-page'),
    'CreditTransactionReportPage',
  ),
  [PAYMENT_RETURN_PATH]: lazyRouteComponent(() => import('./payment-return-page'), 'PaymentReturnPage'),
  '/admin/company-wallets': lazyRouteComponent(
    () => import('./admin/company-wallets-page'),
    'CompanyWalletsPage',
  ),
  '/admin/jobs': lazyRouteComponent(() => import('./admin/jobs-page'), 'JobsPage'),
};
