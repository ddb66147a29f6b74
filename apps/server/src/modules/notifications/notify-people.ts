import type { TDbExecutor } from '@sewa/db';
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

// Telling people of a change: the in-app notices are stored in the change's transaction; pushing them
// and the e-mail / SMS go out once it has committed (the returned `after`).

export type TAfter = () => Promise<void>;

/** Whether the SMS goes out as well as the e-mail ('also'), only to whom has no e-mail ('instead'), or not. */
export type TSmsRule = 'also' | 'instead' | 'never';

export const runAll =
  (afters: TAfter[]): TAfter =>
  async () => {
    for (const after of afters) await after();
  };

/** Each language's part of the e-mail: the body, then the message link when the notice has one. */
function emailBody(input: TNotifyInput, baseUrl: string): string {
  const { link, messageLink } = input;
  const url = (prefix: string) => messageLink?.url ?? (link ? `${baseUrl}${prefix}${link}` : null);
  const part = (lang: 'en' | 'cn', prefix: string) => {
    const target = url(prefix);
    return messageLink && target
      ? `${input.body[lang]}\n${messageLink.label[lang]} ${target}`
      : input.body[lang];
  };
  return `${part('en', '')}\n\n${part('cn', '/cn')}`;
}

function messagesTo(
  person: TContact,
  input: TNotifyInput,
  sms: TSmsRule,
  baseUrl: string,
): TOutgoingMessage[] {
  const out: TOutgoingMessage[] = [];
  if (person.email)
    out.push({
      channel: 'email',
      to: person.email,
      subject: `${input.title.en} / ${input.title.cn}`,
      body: emailBody(input, baseUrl),
    });
  const isSms = sms === 'also' || (sms === 'instead' && !person.email);
  if (isSms && person.mobile)
    out.push({
      channel: 'sms',
      to: `+${person.code ?? '60'}${person.mobile}`,
      body: `Sewa: ${input.body.en}${input.messageLink?.url ? ` ${input.messageLink.url}` : ''}`,
    });
  return out;
}

async function noticeAll(
  tx: TDbExecutor,
  services: TServices,
  people: TContact[],
  input: TNotifyInput,
  at: Date,
  sms: TSmsRule,
): Promise<TAfter> {
  const stored: TStoredNotice[] = [];
  for (const person of people)
    stored.push(await storeNotification(tx, { kind: 'user', id: person.id }, input, at));
  return async () => {
    for (const s of stored) publishNotification(services, s);
    await services.messaging.sendMany(
      people.flatMap((person) => messagesTo(person, input, sms, services.config.publicBaseUrl)),
    );
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
 * Many users' notices at once (a job's batch): the same notices, e-mails and SMS as `noticeUser` for each,
 * stored in one statement; the messages go out after the commit in one call when the messaging can.
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
  return async () => {
    for (const s of stored) publishNotification(services, s);
    const messages = reached.flatMap(({ person, input }) =>
      messagesTo(person, input, sms, services.config.publicBaseUrl),
    );
    await services.messaging.sendMany(messages);
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
