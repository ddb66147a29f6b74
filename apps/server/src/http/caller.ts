import type { TUserRole } from '@sewa/domain';

export type TUserCaller = {
  kind: 'user';
  userId: number;
  role: TUserRole;
  companyId: number | null;
  privileges: string[];
  /** A sub-operator's managed properties (product §2.2 users/team): null = every property of the company. */
  managedPropertyIds: number[] | null;
  /** Properties the user is restricted from (user_restrictions): nothing of them is visible (102). */
  restrictedPropertyIds: number[];
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
