import type { TAdminInfo, TUserInfo } from '@sewa/domain/accounts/session';
import { saveSession } from '../../../app/session';

/** The signed-in user's session from a login or registration answer (product §3, §4, §9). */
export function startUserSession(userInfo: TUserInfo, token: string, origin: 'login' | 'register'): void {
  saveSession({
    token,
    role: userInfo.role,
    privileges: userInfo.privileges,
    flags: {
      hide_service_and_maintenance_module: userInfo.hide_service_and_maintenance_module,
      hide_marketing_module: userInfo.hide_marketing_module,
    },
    origin,
  });
}

export function startAdminSession(adminInfo: TAdminInfo, token: string): void {
  saveSession({
    token,
    role: 'admin',
    privileges: adminInfo.privileges,
    flags: { hide_marketing_module: adminInfo.hide_marketing_module },
    origin: 'login',
  });
}
