import type { TDbExecutor } from '@sewa/db';
import { bookingRef, formatMoney } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TNotifyInput } from '../notifications/notify';
import { noticeCompanyStaff, noticeUser } from '../notifications/notify-people';
import type { TBookingRecord } from './repository';

// Who is told what about a booking: the operator's side on a new (paid) booking, the booker on every
// status change. Notifications are stored in the change's transaction; pushing them and sending the
// SMS/e-mail happen once it has committed (`after`).

export const REJECTED_MESSAGE = {
  en: 'Sorry, your booking has been rejected. Please contact your operator for the refund process.',
  cn: '抱歉，您的预订已被拒绝。请联系您的运营商办理退款手续。',
};

type TText = { en: string; cn: string };
const ref = (b: TBookingRecord) => bookingRef(b.id);

/** The booker's notice for each status their booking moves to. */
export function tenantNotice(b: TBookingRecord, status: string, propertyName: string): TNotifyInput | null {
  const texts: Record<string, { title: TText; body: TText }> = {
    new: {
      title: { en: 'Booking paid', cn: '预订已付款' },
      body: {
        en: `We received your payment for booking ${ref(b)} at ${propertyName}. The operator will review it.`,
        cn: `我们已收到您在 ${propertyName} 的预订 ${ref(b)} 的付款，运营商将进行审核。`,
      },
    },
    approved: {
      title: { en: 'Booking approved', cn: '预订已批准' },
      body: {
        en: `Your booking ${ref(b)} at ${propertyName} has been approved.`,
        cn: `您在 ${propertyName} 的预订 ${ref(b)} 已获批准。`,
      },
    },
    confirmed: {
      title: { en: 'Booking confirmed', cn: '预订已确认' },
      body: {
        en: `Your booking ${ref(b)} at ${propertyName} is confirmed.`,
        cn: `您在 ${propertyName} 的预订 ${ref(b)} 已确认。`,
      },
    },
    rejected: { title: { en: 'Booking rejected', cn: '预订被拒绝' }, body: REJECTED_MESSAGE },
    cancelled: {
      title: { en: 'Booking cancelled', cn: '预订已取消' },
      body: {
        en: `Your booking ${ref(b)} at ${propertyName} has been cancelled.`,
        cn: `您在 ${propertyName} 的预订 ${ref(b)} 已取消。`,
      },
    },
  };
  const text = texts[status];
  return text ? { kind: 'booking', ...text, link: '/booking-history' } : null;
}

export function operatorNewBookingNotice(
  b: TBookingRecord,
  propertyName: string,
  applicant: string,
): TNotifyInput {
  const amount = formatMoney(b.payment1Sen, 'myr');
  return {
    kind: 'booking',
    title: { en: 'New booking', cn: '新预订' },
    body: {
      en: `${applicant} booked ${propertyName} (${ref(b)}) and paid ${amount}. Please review it.`,
      cn: `${applicant} 预订了 ${propertyName}（${ref(b)}）并已支付 ${amount}，请审核。`,
    },
    link: '/operator/rental-booking',
  };
}

export function operatorCancelledNotice(b: TBookingRecord, propertyName: string): TNotifyInput {
  return {
    kind: 'booking',
    title: { en: 'Booking cancelled', cn: '预订已取消' },
    body: {
      en: `The tenant cancelled booking ${ref(b)} at ${propertyName}.`,
      cn: `租户已取消 ${propertyName} 的预订 ${ref(b)}。`,
    },
    link: '/operator/rental-booking',
  };
}

export { runAll, type TAfter } from '../notifications/notify-people';

/** The booker's notice, and an e-mail. */
export const noticeTenant = (
  tx: TDbExecutor,
  services: TServices,
  userId: number,
  input: TNotifyInput | null,
  at: Date,
) => noticeUser(tx, services, userId, input, at, 'never');

/** The notice for the company's owner and its team with the booking privilege, in-app, by e-mail and by
 * SMS. */
export const noticeOperators = (
  tx: TDbExecutor,
  services: TServices,
  companyId: number,
  input: TNotifyInput,
  at: Date,
) => noticeCompanyStaff(tx, services, companyId, 'rental-booking', input, at, 'also');
