import type {
  BOOKING_PAYMENT_STATUSES,
  REFUND_SIDE_STATUSES,
  TAppointmentStatus,
  TBookingStatus,
  TRefundStatus,
  TSettlementStatus,
} from './machines';

// Display names of the booking statuses in both languages, one table each, shared by the tenant's and
// the operator's and admin's booking screens so the two never disagree.
type TLabels<K extends string> = Record<'en' | 'cn', Record<K, string>>;

export const BOOKING_STATUS_LABELS: TLabels<TBookingStatus> = {
  en: {
    draft: 'Draft',
    pending_consent: 'Awaiting consent',
    pending_payment: 'Awaiting payment',
    new: 'New',
    approved: 'Approved',
    confirmed: 'Confirmed',
    checked_in: 'Checked in',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  cn: {
    draft: '草稿',
    pending_consent: '待授权',
    pending_payment: '待付款',
    new: '新预订',
    approved: '已批准',
    confirmed: '已确认',
    checked_in: '已入住',
    rejected: '已拒绝',
    cancelled: '已取消',
  },
};

export const BOOKING_PAYMENT_STATUS_LABELS: TLabels<(typeof BOOKING_PAYMENT_STATUSES)[number]> = {
  en: { unpaid: 'Unpaid', paid_1: 'Booking paid', paid_2: 'Fully paid' },
  cn: { unpaid: '未付款', paid_1: '已付订金', paid_2: '已全额付款' },
};

/** A booking's refund side (its refund, if any). */
export const REFUND_SIDE_LABELS: TLabels<(typeof REFUND_SIDE_STATUSES)[number]> = {
  en: { none: 'No refund', pending: 'Refund pending', refunded: 'Refunded' },
  cn: { none: '无退款', pending: '待退款', refunded: '已退款' },
};

export const SETTLEMENT_STATUS_LABELS: TLabels<TSettlementStatus> = {
  en: { held: 'Held', released: 'Released', settled: 'Settled', refunded: 'Refunded' },
  cn: { held: '暂扣', released: '已释放', settled: '已结算', refunded: '已退款' },
};

export const SETTLEMENT_BATCH_STATUS_LABELS: TLabels<'pending' | 'settled'> = {
  en: { pending: 'Pending', settled: 'Settled' },
  cn: { pending: '待结算', settled: '已结算' },
};

/** A viewing's status (confirmed: the viewing took place). */
export const APPOINTMENT_STATUS_LABELS: TLabels<TAppointmentStatus> = {
  en: {
    requested: 'Requested',
    approved: 'Approved',
    confirmed: 'Viewed',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  cn: {
    requested: '已申请',
    approved: '已批准',
    confirmed: '已看房',
    rejected: '已拒绝',
    cancelled: '已取消',
  },
};

export const REFUND_STATUS_LABELS: TLabels<TRefundStatus> = {
  en: { requested: 'Requested', approved: 'Approved', rejected: 'Rejected', refunded: 'Refunded' },
  cn: { requested: '已申请', approved: '已批准', rejected: '已拒绝', refunded: '已退款' },
};
