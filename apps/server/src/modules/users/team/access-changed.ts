import type { TDbExecutor } from '@sewa/db';
import type { TServices } from '../../../http/services';
import type { TPrincipal } from '../../../realtime/hub';
import { publishNotification, storeNotification, type TStoredNotice } from '../../notifications/notify';

// A member whose keys changed hears of it at once: the notification is stored with the change and pushed
// after it commits; the web refreshes the member's profile on every pushed notification, so its menus
// and route guards follow the new keys without signing in again (the server already did, ADR 0014).

export async function storeAccessChanged(
  db: TDbExecutor,
  members: readonly TPrincipal[],
  roleName: string,
  now: Date,
): Promise<TStoredNotice[]> {
  const notices: TStoredNotice[] = [];
  for (const member of members) {
    notices.push(
      await storeNotification(
        db,
        member,
        {
          kind: 'account',
          title: { en: 'Your access changed', cn: '您的权限已更改' },
          body: {
            en: `Your role "${roleName}" was changed. Your menu now shows what it allows.`,
            cn: `您的角色"${roleName}"已更改。菜单现已显示该角色允许的内容。`,
          },
          link: member.kind === 'admin' ? '/admin/dashboard' : '/operator/dashboard',
        },
        now,
      ),
    );
  }
  return notices;
}

export const publishAll = (services: TServices, notices: readonly TStoredNotice[]) => {
  for (const notice of notices) publishNotification(services, notice);
};
