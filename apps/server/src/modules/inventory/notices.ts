import type { TDbExecutor } from '@sewa/db';
import type { TServices } from '../../http/services';
import type { TNotifyInput } from '../notifications/notify';
import { noticeCompanyStaff, noticeUser } from '../notifications/notify-people';
import type { TListRecord } from './repository';

// Who is told what about an inventory list: the tenant when it is sent (or sent again after a
// rejection), the operator's side holding 'inventory-list' when the tenant agrees or rejects.

type TText = { en: string; cn: string };

const kindName = (l: TListRecord): TText =>
  l.kind === 'move_out'
    ? { en: 'move-out inventory list', cn: '退租物品清单' }
    : { en: 'inventory list', cn: '物品清单' };

export function tenantListNotice(l: TListRecord, propertyName: string, isRevised: boolean): TNotifyInput {
  const k = kindName(l);
  return {
    kind: 'inventory_list',
    title: isRevised
      ? { en: 'Inventory list revised', cn: '物品清单已修改' }
      : { en: 'Inventory list to review', cn: '待审阅的物品清单' },
    body: isRevised
      ? {
          en: `Your ${k.en} for ${propertyName} has been revised. Please review it again and agree or reject it.`,
          cn: `您在 ${propertyName} 的${k.cn}已修改，请重新审阅并同意或拒绝。`,
        }
      : {
          en: `Your ${k.en} for ${propertyName} is ready. Please go through it item by item and agree or reject it.`,
          cn: `您在 ${propertyName} 的${k.cn}已准备好，请逐项查看并同意或拒绝。`,
        },
    link: `/inventory-list?id=${l.id}`,
  };
}

export function staffListNotice(
  l: TListRecord,
  answer: 'agreed' | 'rejected',
  tenantName: string,
  propertyName: string,
): TNotifyInput {
  const k = kindName(l);
  return {
    kind: 'inventory_list',
    title:
      answer === 'agreed'
        ? { en: 'Inventory list agreed', cn: '物品清单已同意' }
        : { en: 'Inventory list rejected', cn: '物品清单被拒绝' },
    body:
      answer === 'agreed'
        ? {
            en: `${tenantName} agreed to and signed the ${k.en} for ${propertyName}.`,
            cn: `${tenantName} 已同意并签署 ${propertyName} 的${k.cn}。`,
          }
        : {
            en: `${tenantName} rejected the ${k.en} for ${propertyName}. Please review the remarks and revise it.`,
            cn: `${tenantName} 拒绝了 ${propertyName} 的${k.cn}，请查看备注并修改。`,
          },
    link: `/operator/view-inventory-list/${l.id}`,
  };
}

export const noticeListTenant = (
  tx: TDbExecutor,
  services: TServices,
  userId: number,
  input: TNotifyInput,
  at: Date,
) => noticeUser(tx, services, userId, input, at, 'never');

export const noticeListStaff = (
  tx: TDbExecutor,
  services: TServices,
  companyId: number,
  input: TNotifyInput,
  at: Date,
) => noticeCompanyStaff(tx, services, companyId, 'inventory-list', input, at, 'never');
