import type { TDbExecutor } from '@sewa/db';
import type { TAgreementParty } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TNotifyInput } from '../notifications/notify';
import { noticeCompanyStaff, noticeUser, runAll, type TAfter } from '../notifications/notify-people';
import type { TAgreementRecord, TAgreementRow } from './repository';
import { issueSignLink } from './sign-links';

// Who is told about an agreement (product §10.4): a party whose signature is awaited, by notification,
// SMS and e-mail with the link to their signing screen (a tenant's or landlord's e-mail and SMS with their
// signing link, sign-links.ts); every party when it is signed or voided.

export { runAll, type TAfter };

type TEvent = 'to_sign' | 'signed' | 'void';

function notice(a: TAgreementRecord, event: TEvent, party: TAgreementParty): TNotifyInput {
  // A PMA's landlord signs on esign-pma/{id} (review-pma/{id} to read it); the operator reads view-pma/{id}.
  const pmaLink =
    party === 'landlord'
      ? `/landlord/${event === 'to_sign' ? 'esign' : 'review'}-pma/${a.id}`
      : `/operator/view-pma/${a.id}`;
  const link =
    a.kind === 'pma'
      ? pmaLink
      : party === 'tenant'
        ? `/${event === 'to_sign' ? 'review' : 'view'}-agreement/${a.id}`
        : party === 'landlord'
          ? `/landlord/${event === 'to_sign' ? 'review' : 'view'}-agreement/${a.id}`
          : `/operator/view-agreement-detail/${a.id}`;
  const texts: Record<TEvent, { title: { en: string; cn: string }; body: { en: string; cn: string } }> = {
    to_sign: {
      title: { en: 'Agreement to sign', cn: '待签署协议' },
      body: {
        en: `Agreement ${a.reference} "${a.title}" is ready for your signature.`,
        cn: `协议 ${a.reference}「${a.title}」待您签署。`,
      },
    },
    signed: {
      title: { en: 'Agreement signed', cn: '协议已签署' },
      body: {
        en: `Agreement ${a.reference} "${a.title}" has been signed by every party. The signed PDF is ready.`,
        cn: `协议 ${a.reference}「${a.title}」已由各方签署，已签署的 PDF 可供下载。`,
      },
    },
    void: {
      title: { en: 'Agreement voided', cn: '协议已作废' },
      body: {
        en: `Agreement ${a.reference} "${a.title}" has been voided: ${a.voidReason ?? ''}`,
        cn: `协议 ${a.reference}「${a.title}」已作废：${a.voidReason ?? ''}`,
      },
    },
  };
  return { kind: 'agreement', ...texts[event], link };
}

const SIGN_LINK_LABEL = { en: 'Review and sign here:', cn: '在此查看并签署：' };

/** Tells `parties` of the agreement about `event`. */
export async function noticeParties(
  tx: TDbExecutor,
  services: TServices,
  a: TAgreementRecord,
  row: TAgreementRow,
  parties: readonly TAgreementParty[],
  event: TEvent,
): Promise<TAfter> {
  const at = services.now();
  const afters: TAfter[] = [];
  for (const party of parties) {
    const input = notice(a, event, party);
    const userId = party === 'tenant' ? row.tenantUserId : party === 'landlord' ? row.landlordUserId : null;
    // The e-mail and SMS asking a tenant or landlord to sign carry their own signing link (/e-sign), so
    // they can sign without signing in; the in-app notice keeps the signed-in screen's path.
    if (party !== 'operator' && event === 'to_sign' && userId)
      input.messageLink = { label: SIGN_LINK_LABEL, url: await issueSignLink(tx, services, a, party) };
    if (party !== 'operator' && userId)
      afters.push(await noticeUser(tx, services, userId, input, at, 'also'));
    else if (party === 'operator')
      afters.push(await noticeCompanyStaff(tx, services, a.companyId, 'agreement', input, at, 'never'));
  }
  return runAll(afters);
}
