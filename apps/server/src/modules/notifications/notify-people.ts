import type { TDbExecutor } from '@sewa/db';
import type { TLanguage } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TOutgoingMessage } from '../../integrations/messaging/messaging';
import {
  publishNotification,
  storeNotification,
  storeNotifications,
  type TNotifyInput,
  type TStoredNotice,
} from './notify';
import { findCompanyStaff, findUserContact, findUserContacts, type TContact } from './repository';

// Telling people of a change: the in-app notices are stored and the e-mail / SMS queued in the change's
// transaction (ADR 0027); pushing the notices and kicking the delivery come once it has committed (the
// returned `after`). The in-app notice carries
// both languages; the e-mail and SMS go in each recipient's saved language (`noticeTexts`).

export type TAfter = () => Promise<void>;

/** Whether the SMS goes out as well as the e-mail ('also'), only to whom has no e-mail ('instead'), or not. */
export type TSmsRule = 'also' | 'instead' | 'never';

export const runAll =
  (afters: TAfter[]): TAfter =>
  async () => {
    for (const after of afters) await after();
  };

// As the accounts module's own SMS (accounts/message-templates.ts): the sender's name first.
const SMS_PREFIX: Record<TLanguage, string> = { en: 'Sewa: ', cn: 'Sewa：' };

/**
 * The e-mail and the SMS of a notice in one language: the recipient's saved language (`users.language`),
 * since nothing sent after the change's request is read in that request's language (a job's reminder, a
 * notice of someone else's change). The in-app notice keeps both languages: the client shows its own.
 * The message link follows the body: the in-app `link` made absolute, under `/cn` in Chinese.
 */
function noticeTexts(input: TNotifyInput, lang: TLanguage, baseUrl: string) {
  const { link, messageLink } = input;
  const target = messageLink?.url ?? (link ? `${baseUrl}${lang === 'cn' ? '/cn' : ''}${link}` : null);
  const body = input.body[lang];
  return {
    subject: input.title[lang],
    emailBody: messageLink && target ? `${body}\n${messageLink.label[lang]} ${target}` : body,
    smsBody: `${SMS_PREFIX[lang]}${body}${messageLink?.url ? ` ${messageLink.url}` : ''}`,
  };
}

function messagesTo(
  person: TContact,
  input: TNotifyInput,
  sms: TSmsRule,
  baseUrl: string,
): TOutgoingMessage[] {
  const texts = noticeTexts(input, person.language, baseUrl);
  const out: TOutgoingMessage[] = [];
  if (person.email)
    out.push({ channel: 'email', to: person.email, subject: texts.subject, body: texts.emailBody });
  const isSms = sms === 'also' || (sms === 'instead' && !person.email);
  if (isSms && person.mobile)
    out.push({ channel: 'sms', to: `+${person.code ?? '60'}${person.mobile}`, body: texts.smsBody });
  return out;
}

async function noticeAll(
  tx: TDbExecutor,
  services: TServices,
  people: TContact[],
  input: TNotifyInput,
  at: Date,
  sms: TSmsRule,
  kind: 'user' | 'admin' = 'user',
): Promise<TAfter> {
  const stored: TStoredNotice[] = [];
  for (const person of people) stored.push(await storeNotification(tx, { kind, id: person.id }, input, at));
  await services.messaging.sendMany(
    people.flatMap((person) => messagesTo(person, input, sms, services.config.publicBaseUrl)),
    tx,
  );
  return async () => {
    for (const s of stored) publishNotification(services, s);
    services.messaging.kick();
  };
}

/** One user's notice (nothing when `input` is null), and its e-mail / SMS after the commit. */
export async function noticeUser(
  tx: TDbExecutor,
  services: TServices,
  userId: number,
  input: TNotifyInput | null,
  at: Date,
  sms: TSmsRule,
): Promise<TAfter> {
  const person = input ? await findUserContact(tx, userId) : null;
  if (!input || !person) return async () => {};
  return noticeAll(tx, services, [person], input, at, sms);
}

/**
 * An admin's notice and its e-mail after the commit. Admins keep no saved language: the e-mail goes in
 * `lang` (the language of the request that caused it).
 */
export async function noticeAdmin(
  tx: TDbExecutor,
  services: TServices,
  admin: { id: number; email: string },
  input: TNotifyInput,
  at: Date,
  lang: TLanguage,
): Promise<TAfter> {
  const person: TContact = { id: admin.id, email: admin.email, mobile: null, code: null, language: lang };
  return noticeAll(tx, services, [person], input, at, 'never', 'admin');
}

/**
 * Many users' notices at once (a job's batch): the same notices, e-mails and SMS as `noticeUser` for each,
 * stored in one statement, the e-mails and SMS queued in one insert in the same transaction.
 */
export async function noticeUsers(
  tx: TDbExecutor,
  services: TServices,
  notices: { userId: number; input: TNotifyInput }[],
  at: Date,
  sms: TSmsRule,
): Promise<TAfter> {
  const contacts = await findUserContacts(
    tx,
    notices.map((n) => n.userId),
  );
  const reached = notices.flatMap((n) => {
    const person = contacts.get(n.userId);
    return person ? [{ person, input: n.input }] : [];
  });
  const stored = await storeNotifications(
    tx,
    reached.map(({ person, input }) => ({ principal: { kind: 'user' as const, id: person.id }, input })),
    at,
  );
  await services.messaging.sendMany(
    reached.flatMap(({ person, input }) => messagesTo(person, input, sms, services.config.publicBaseUrl)),
    tx,
  );
  return async () => {
    for (const s of stored) publishNotification(services, s);
    services.messaging.kick();
  };
}

/** The notice for the company's owner and its active team members holding `privilege`. */
export async function noticeCompanyStaff(
  tx: TDbExecutor,
  services: TServices,
  companyId: number,
  privilege: string,
  input: TNotifyInput,
  at: Date,
  sms: TSmsRule,
): Promise<TAfter> {
  return noticeAll(tx, services, await findCompanyStaff(tx, companyId, privilege), input, at, sms);
}
