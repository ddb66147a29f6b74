import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Billing screens of every area (product §2: invoice, add-invoice, invoice/{id}, pay-transaction/{id},
// expenses, add-expenses, expense/{id}, transaction; the tenant's transaction, transaction-detail/{id},
// expense and tenancy-payment-detail; the landlord's transaction pages), lazy-loaded in one chunk.
const s = (name: keyof typeof import('./billing-screens')) =>
  lazyRouteComponent(() => import('./billing-screens'), name);

export const BILLING_SCREENS: TScreens = {
  '/operator/invoice': s('OperatorInvoicePage'),
  '/operator/add-invoice': s('AddInvoicePage'),
  '/operator/invoice/$id': s('OperatorInvoiceDetailPage'),
  '/operator/pay-transaction/$id': s('PayTransactionPage'),
  '/operator/expenses': s('OperatorExpensesPage'),
  '/operator/add-expenses': s('AddExpensePage'),
  '/operator/expense/$id': s('OperatorExpenseDetailPage'),
  '/operator/transaction': s('OperatorTransactionPage'),
  '/admin/invoice': s('AdminInvoicePage'),
  '/admin/invoice/$id': s('AdminInvoiceDetailPage'),
  '/admin/expenses': s('AdminExpensesPage'),
  '/admin/expense/$id': s('AdminExpenseDetailPage'),
  '/transaction': s('TenantTransactionPage'),
  '/transaction-detail/$id': s('TenantTransactionDetailPage'),
  '/expense': s('TenantExpensePage'),
  '/tenancy-payment-detail': s('TenancyPaymentDetailPage'),
  '/landlord/transaction': s('LandlordTransactionPage'),
  '/landlord/transaction-detail/$id': s('LandlordTransactionDetailPage'),
};
