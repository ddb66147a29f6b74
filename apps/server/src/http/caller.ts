import type { TUserRole } from '@sewa/domain';

export type TUserCaller = {
  kind: 'user';
  userId: number;
  role: TUserRole;
  companyId: number | null;
  privileges: string[];
  sessionId: number;
  hideServiceAndMaintenance: boolean;
  hideMarketing: boolean;
};
export type TAdminCaller = {
  kind: 'admin';
  adminId: number;
  privileges: string[];
  sessionId: number;
  hideMarketing: boolean;
};
export type TPublicCaller = { kind: 'public' };
export type TCaller = TPublicCaller | TUserCaller | TAdminCaller;
