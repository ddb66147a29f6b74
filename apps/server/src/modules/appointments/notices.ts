import type { TDbExecutor } from '@sewa/db';
import { formatDisplayDate, type TAppointmentStatus } from '@sewa/domain';
import type { TServices } from '../../http/services';
import {
  publishNotification,
  storeNotification,
  type TNotifyInput,
  type TStoredNotice,
} from '../notifications/notify';
import { findCompanyStaff, findUserContact } from './repository';

// Who hears of a viewing: the operator's side (owner and team with 'rental-booking') of a new request,
// the tenant of every status change and of a new time. In-app notices are stored in the change's
// transaction; pushing them and the e-mail / SMS go out once it has committed (`after`).

type TText = { en: string; cn: string };
export type TAfter = () => Promise<void>;

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

const email = (to: string, input: TNotifyInput) => ({
  channel: 'email' as const,
  to,
  subject: `${input.title.en} / ${input.title.cn}`,
  body: `${input.body.en}\n\n${input.body.cn}`,
});

/** The tenant's in-app notice, plus an e-mail (or an SMS when it has no e-mail). */
export async function noticeTenant(
  tx: TDbExecutor,
  services: TServices,
  userId: number,
  input: TNotifyInput,
  at: Date,
): Promise<TAfter> {
  const stored = await storeNotification(tx, { kind: 'user', id: userId }, input, at);
  const contact = await findUserContact(tx, userId);
  return async () => {
    publishNotification(services, stored);
    if (contact?.email) await services.messaging.send(email(contact.email, input));
    else if (contact?.mobile)
      await services.messaging.send({
        channel: 'sms',
        to: `+${contact.code ?? '60'}${contact.mobile}`,
        body: `Sewa: ${input.body.en}`,
      });
  };
}

/** The operator side's in-app notices, plus an e-mail to each of them who has one. */
export async function noticeOperators(
  tx: TDbExecutor,
  services: TServices,
  companyId: number,
  input: TNotifyInput,
  at: Date,
): Promise<TAfter> {
  const staff = await findCompanyStaff(tx, companyId, 'rental-booking');
  const stored: TStoredNotice[] = [];
  for (const person of staff)
    stored.push(await storeNotification(tx, { kind: 'user', id: person.id }, input, at));
  return async () => {
    for (const s of stored) publishNotification(services, s);
    for (const person of staff) if (person.email) await services.messaging.send(email(person.email, input));
  };
}
