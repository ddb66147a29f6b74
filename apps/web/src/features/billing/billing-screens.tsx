import { AddExpenseScreen, ExpenseDetailScreen, ExpenseListScreen } from './expenses/expense-pages';
import { AddInvoiceScreen } from './invoices/add-invoice-page';
import { InvoiceDetailScreen } from './invoices/invoice-detail-page';
import { InvoiceListScreen } from './invoices/invoice-list-page';
import { PayTransactionScreen } from './invoices/pay-transaction-page';
import { TenancyPaymentScreen } from './transactions/tenancy-payment-page';
import { TransactionScreen } from './transactions/transaction-page';

// The billing screens of every area: invoices, expenses and transactions.
export const OperatorInvoicePage = () => <InvoiceListScreen area="operator" />;
export const AdminInvoicePage = () => <InvoiceListScreen area="admin" />;
export const OperatorInvoiceDetailPage = () => <InvoiceDetailScreen area="operator" />;
export const AdminInvoiceDetailPage = () => <InvoiceDetailScreen area="admin" />;
export const TenantTransactionDetailPage = () => <InvoiceDetailScreen area="tenant" />;
export const LandlordTransactionDetailPage = () => <InvoiceDetailScreen area="landlord" />;
export const AddInvoicePage = AddInvoiceScreen;
export const PayTransactionPage = PayTransactionScreen;
export const OperatorExpensesPage = () => <ExpenseListScreen area="operator" />;
export const AdminExpensesPage = () => <ExpenseListScreen area="admin" />;
export const TenantExpensePage = () => <ExpenseListScreen area="tenant" />;
export const AddExpensePage = AddExpenseScreen;
export const OperatorExpenseDetailPage = () => <ExpenseDetailScreen area="operator" />;
export const AdminExpenseDetailPage = () => <ExpenseDetailScreen area="admin" />;
export const OperatorTransactionPage = () => <TransactionScreen area="operator" />;
export const TenantTransactionPage = () => <TransactionScreen area="tenant" />;
export const LandlordTransactionPage = () => <TransactionScreen area="landlord" />;
export const TenancyPaymentDetailPage = TenancyPaymentScreen;
