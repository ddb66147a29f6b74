import type { TDbExecutor } from '@sewa/db';
import { formatMoney } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TNotifyInput } from '../notifications/notify';
import { noticeUser } from '../notifications/notify-people';
import type { TTenancyRecord } from './repository';

// What the tenant is told about their tenancy: created, activated, terminated, renewed, and when the
// deposits are settled. Stored in the change's transaction, pushed and e-mailed after it commits.

export { runAll, type TAfter } from '../notifications/notify-people';

export type TTenancyEvent = 'created' | 'activated' | 'terminated' | 'renewed' | 'deposits_settled';

type TText = { en: string; cn: string };

export function tenancyNotice(
  t: TTenancyRecord,
  event: TTenancyEvent,
  propertyName: string,
  extra: { refundSen?: number } = {},
): TNotifyInput {
  const texts: Record<TTenancyEvent, { title: TText; body: TText }> = {
    created: {
      title: { en: 'New tenancy', cn: '新租约' },
      body: {
        en: `Your tenancy ${t.code} at ${propertyName} from ${t.tenureStart} to ${t.tenureEnd} has been created.`,
        cn: `您在 ${propertyName} 的租约 ${t.code}（${t.tenureStart} 至 ${t.tenureEnd}）已创建。`,
      },
    },
    activated: {
      title: { en: 'Tenancy active', cn: '租约已生效' },
      body: {
        en: `Your tenancy ${t.code} at ${propertyName} is now active.`,
        cn: `您在 ${propertyName} 的租约 ${t.code} 现已生效。`,
      },
    },
    terminated: {
      title: { en: 'Tenancy terminated', cn: '租约已终止' },
      body: {
        en: `Your tenancy ${t.code} at ${propertyName} has been terminated: ${t.reason ?? ''}`,
        cn: `您在 ${propertyName} 的租约 ${t.code} 已被终止：${t.reason ?? ''}`,
      },
    },
    renewed: {
      title: { en: 'Tenancy renewed', cn: '租约已续签' },
      body: {
        en: `Your tenancy at ${propertyName} has been renewed as ${t.code}, from ${t.tenureStart} to ${t.tenureEnd}.`,
        cn: `您在 ${propertyName} 的租约已续签为 ${t.code}（${t.tenureStart} 至 ${t.tenureEnd}）。`,
      },
    },
    deposits_settled: {
      title: { en: 'Deposits settled', cn: '押金已结算' },
      body: {
        en: `The deposits of your tenancy ${t.code} at ${propertyName} have been settled: ${formatMoney(extra.refundSen ?? 0, 'myr')} will be refunded to you.`,
        cn: `您在 ${propertyName} 的租约 ${t.code} 的押金已结算：将退还您 ${formatMoney(extra.refundSen ?? 0, 'myr')}。`,
      },
    },
  };
  return { kind: 'tenancy', ...texts[event], link: `/tenancy-detail/${t.id}` };
}

/** The tenant's notice and e-mail. */
export const noticeTenant = (
  tx: TDbExecutor,
  services: TServices,
  t: TTenancyRecord,
  event: TTenancyEvent,
  propertyName: string,
  extra: { refundSen?: number } = {},
) =>
  noticeUser(
    tx,
    services,
    t.tenantUserId,
    tenancyNotice(t, event, propertyName, extra),
    services.now(),
    'never',
  );
