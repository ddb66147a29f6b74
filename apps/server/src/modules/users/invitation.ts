import type { TLanguage } from '@sewa/domain';
import type { TServices } from '../../http/services';

// An account an operator (or a contractor) opened for someone has no password: one SMS invites them to set
// it on the forgot-password page of their sign-in (product §6: they sign in with this mobile), in the
// language of the request that created them. Sent once the account's transaction has committed.

export type TInvitedRole = 'tenant' | 'landlord' | 'contractor';

const ROLE_WORD: Record<TInvitedRole, Record<TLanguage, string>> = {
  tenant: { en: 'tenant', cn: '租客' },
  landlord: { en: 'landlord', cn: '屋主' },
  contractor: { en: 'contractor', cn: '承包商' },
};

export function invitationMessage(role: TInvitedRole, from: string, link: string, lang: TLanguage): string {
  const word = ROLE_WORD[role][lang];
  return lang === 'cn'
    ? `Sewa：${from} 已为您开通${word}账户。请打开 ${link} ，用此手机号码设置密码后登录。`
    : `Sewa: ${from} has opened a ${word} account for you. Set your password at ${link} with this mobile number, then sign in.`;
}

/** Tenants sign in on the public site; landlords and contractors under /user. */
const forgotPasswordLink = (services: TServices, role: TInvitedRole, lang: TLanguage) =>
  `${services.config.publicBaseUrl}${lang === 'cn' ? '/cn' : ''}${role === 'tenant' ? '' : '/user'}/forgot-password`;

export async function sendInvitation(
  services: TServices,
  to: { e164: string; role: TInvitedRole },
  from: string,
  lang: TLanguage,
): Promise<void> {
  await services.messaging.send({
    channel: 'sms',
    to: to.e164,
    body: invitationMessage(to.role, from, forgotPasswordLink(services, to.role, lang), lang),
  });
}
