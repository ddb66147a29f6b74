import type { TDbExecutor } from '@sewa/db';
import { formatDisplayDate, type TAppointmentStatus } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TNotifyInput } from '../notifications/notify';
import { noticeCompanyStaff, noticeUser } from '../notifications/notify-people';

// Who hears of a viewing: the operator's side (owner and team with 'rental-booking') of a new request,
// the tenant of every status change and of a new time. In-app notices are stored in the change's
// transaction; pushing them and the e-mail / SMS go out once it has committed (`after`).

type TText = { en: string; cn: string };

/** The viewing's time as people read it, in Malaysian time. */
const when = (at: Date) => formatDisplayDate(at, 'DD Mon YYYY hh:mm a');

export function operatorRequestNotice(applicant: string, propertyName: string, at: Date): TNotifyInput {
  return {
    kind: 'appointment',
    title: { en: 'New viewing request', cn: '新的看房预约' },
    body: {
      en: `${applicant} asked to view ${propertyName} on ${when(at)}. Please approve or reject it.`,
      cn: `${applicant} 预约于 ${when(at)} 看房（${propertyName}），请批准或拒绝。`,
    },
    link: '/operator/rental-booking',
  };
}

export function tenantNotice(
  status: TAppointmentStatus,
  propertyName: string,
  at: Date,
  rescheduled = false,
): TNotifyInput {
  const texts: Record<TAppointmentStatus | 'rescheduled', { title: TText; body: TText }> = {
    requested: {
      title: { en: 'Viewing requested', cn: '看房已预约' },
      body: {
        en: `Your viewing of ${propertyName} on ${when(at)} is requested.`,
        cn: `您已预约于 ${when(at)} 看房（${propertyName}）。`,
      },
    },
    approved: {
      title: { en: 'Viewing approved', cn: '看房已批准' },
      body: {
        en: `Your viewing of ${propertyName} on ${when(at)} has been approved.`,
        cn: `您于 ${when(at)} 的看房预约（${propertyName}）已获批准。`,
      },
    },
    confirmed: {
      title: { en: 'Viewing confirmed', cn: '看房已确认' },
      body: {
        en: `The operator confirmed your viewing of ${propertyName}. Thank you for visiting.`,
        cn: `运营商已确认您在 ${propertyName} 的看房。感谢您的到访。`,
      },
    },
    rejected: {
      title: { en: 'Viewing rejected', cn: '看房被拒绝' },
      body: {
        en: `Sorry, your viewing of ${propertyName} on ${when(at)} was rejected.`,
        cn: `抱歉，您于 ${when(at)} 的看房预约（${propertyName}）被拒绝。`,
      },
    },
    cancelled: {
      title: { en: 'Viewing cancelled', cn: '看房已取消' },
      body: {
        en: `The viewing of ${propertyName} on ${when(at)} has been cancelled.`,
        cn: `于 ${when(at)} 的看房预约（${propertyName}）已取消。`,
      },
    },
    rescheduled: {
      title: { en: 'Viewing rescheduled', cn: '看房时间已更改' },
      body: {
        en: `Your viewing of ${propertyName} is now on ${when(at)}.`,
        cn: `您在 ${propertyName} 的看房时间已改为 ${when(at)}。`,
      },
    },
  };
  return { kind: 'appointment', ...texts[rescheduled ? 'rescheduled' : status], link: '/appointment' };
}

/** The tenant's in-app notice, plus an e-mail (or an SMS when it has no e-mail). */
export const noticeTenant = (
  tx: TDbExecutor,
  services: TServices,
  userId: number,
  input: TNotifyInput,
  at: Date,
) => noticeUser(tx, services, userId, input, at, 'instead');

/** The operator side's in-app notices, plus an e-mail to each of them who has one. */
export const noticeOperators = (
  tx: TDbExecutor,
  services: TServices,
  companyId: number,
  input: TNotifyInput,
  at: Date,
) => noticeCompanyStaff(tx, services, companyId, 'rental-booking', input, at, 'never');
