import type { TDbExecutor } from '@sewa/db';
import { formatMoney, type TReminderKind } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TNotifyInput } from '../notifications/notify';
import { noticeUser } from '../notifications/notify-people';
import { invoiceNumber, receiptNumber } from './money';
import type { TInvoiceRecord } from './repository';

// What the tenant is told about billing: an invoice sent, a payment received (the receipt), and the
// reminders of product §9. The in-app notice is stored in the change's transaction; the e-mail (and the
// SMS for reminders) go out after it commits. Texts are written in both languages (product §9: en and cn):
// the in-app notice carries both, the e-mail and SMS only the tenant's saved one (notifications/
// notify-people.ts, docs/decisions/0021-billing.md).

export { runAll, type TAfter } from '../notifications/notify-people';

type TText = { en: string; cn: string };
const money = (sen: number) => formatMoney(sen, 'myr');
const link = (inv: TInvoiceRecord) => `/transaction-detail/${inv.id}`;
/**
 * The e-mail's link to the PDF: the signed-in transaction-detail page, whose buttons download the invoice
 * PDF and each payment's receipt PDF (docs/decisions/0021-billing.md); no link that works without signing in.
 */
const INVOICE_PDF_LINK = {
  en: 'Download the invoice PDF (sign in first):',
  cn: '下载发票 PDF（请先登录）：',
};
const RECEIPT_PDF_LINK = {
  en: 'Download the receipt PDF (sign in first):',
  cn: '下载收据 PDF（请先登录）：',
};

export function invoiceSentNotice(inv: TInvoiceRecord): TNotifyInput {
  const no = invoiceNumber(inv) ?? '';
  return {
    kind: 'invoice',
    title: { en: `Invoice ${no}`, cn: `发票 ${no}` },
    body: {
      en: `Invoice ${no} of ${money(inv.totalSen)} is due on ${inv.dueDate}.`,
      cn: `发票 ${no}，金额 ${money(inv.totalSen)}，到期日 ${inv.dueDate}。`,
    },
    link: link(inv),
    messageLink: { label: INVOICE_PDF_LINK },
  };
}

export function receiptNotice(inv: TInvoiceRecord, amountSen: number, receipt: number): TNotifyInput {
  const no = invoiceNumber(inv) ?? '';
  return {
    kind: 'invoice',
    title: { en: `Receipt ${receiptNumber(receipt)}`, cn: `收据 ${receiptNumber(receipt)}` },
    body: {
      en: `We received ${money(amountSen)} for invoice ${no}. Thank you.`,
      cn: `已收到发票 ${no} 的付款 ${money(amountSen)}。谢谢。`,
    },
    link: link(inv),
    messageLink: { label: RECEIPT_PDF_LINK },
  };
}

const REMINDER_TEXT: Record<
  TReminderKind,
  (no: string, amount: string, due: string) => { title: TText; body: TText }
> = {
  before_3: (_no, amount, due) => ({
    title: { en: 'Rent due soon', cn: '租金即将到期' },
    body: { en: `Your rent of ${amount} is due on ${due}.`, cn: `您的租金 ${amount} 将于 ${due} 到期。` },
  }),
  on_date: (no, amount, due) => ({
    title: { en: 'Payment due today', cn: '今日到期付款' },
    body: {
      en: `Invoice ${no} of ${amount} is due today (${due}).`,
      cn: `发票 ${no}（${amount}）今日（${due}）到期。`,
    },
  }),
  after_2: (no, amount) => ({
    title: { en: 'Payment reminder', cn: '付款提醒' },
    body: {
      en: `Invoice ${no} of ${amount} is overdue. Please pay now.`,
      cn: `发票 ${no}（${amount}）已逾期，请立即付款。`,
    },
  }),
  after_5: (no, amount) => ({
    title: { en: 'Second payment reminder', cn: '第二次付款提醒' },
    body: {
      en: `Invoice ${no} of ${amount} is still unpaid. Smart services will be terminated if it stays unpaid.`,
      cn: `发票 ${no}（${amount}）仍未付款。如继续未付，智能服务将被终止。`,
    },
  }),
  termination: (no, amount) => ({
    title: { en: 'Termination of smart services', cn: '终止智能服务' },
    body: {
      en: `Invoice ${no} of ${amount} is unpaid: your smart services (meter and lock) are being terminated.`,
      cn: `发票 ${no}（${amount}）未付款：您的智能服务（电表和门锁）正在被终止。`,
    },
  }),
  grace_start: (no, amount) => ({
    title: { en: 'Grace period started', cn: '宽限期开始' },
    body: {
      en: `The grace period for invoice ${no} of ${amount} has started. A penalty applies when it ends unpaid.`,
      cn: `发票 ${no}（${amount}）的宽限期已开始。期满仍未付款将收取罚款。`,
    },
  }),
  eviction: (no, amount) => ({
    title: { en: 'Eviction notice', cn: '驱逐通知' },
    body: {
      en: `Final notice: invoice ${no} of ${amount} is unpaid. This is your eviction notice.`,
      cn: `最后通知：发票 ${no}（${amount}）未付款。此为驱逐通知。`,
    },
  }),
  daily: (no, amount) => ({
    title: { en: 'Payment overdue', cn: '付款逾期' },
    body: { en: `Invoice ${no} of ${amount} is still unpaid.`, cn: `发票 ${no}（${amount}）仍未付款。` },
  }),
};

export function reminderNotice(
  kind: TReminderKind,
  target: { invoice: TInvoiceRecord | null; amountSen: number; dueDate: string },
): TNotifyInput {
  const no = target.invoice ? (invoiceNumber(target.invoice) ?? '') : '';
  return {
    kind: 'invoice_reminder',
    ...REMINDER_TEXT[kind](no, money(target.amountSen), target.dueDate),
    link: target.invoice ? link(target.invoice) : '/transaction',
  };
}

/** The tenant's notice; e-mail, and the SMS too for reminders. */
export const noticeTenant = (
  tx: TDbExecutor,
  services: TServices,
  tenantUserId: number,
  input: TNotifyInput,
  at: Date,
  withSms = false,
) => noticeUser(tx, services, tenantUserId, input, at, withSms ? 'also' : 'never');
