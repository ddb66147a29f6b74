import type { TUserRole } from '@sewa/domain';
import type { TAdminRow, TUserRow } from '../modules/accounts/user-repository';
import type { TAccessCompany } from '../modules/users/team/access-repository';

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
  /** The websocket's key of this session (accounts/tokens.ts `notificationKeyOf`). */
  notificationKey: string;
  hideServiceAndMaintenance: boolean;
  hideMarketing: boolean;
  /** The account row as this call's authentication read it (http/auth.ts): not read again. */
  account: TUserRow;
  /** The company's fields the session profile shows (null: no company). */
  company: TAccessCompany | null;
};
export type TAdminCaller = {
  kind: 'admin';
  adminId: number;
  privileges: string[];
  sessionId: number;
  /** The websocket's key of this session (accounts/tokens.ts `notificationKeyOf`). */
  notificationKey: string;
  hideMarketing: boolean;
  /** The admin row as this call's authentication read it (http/auth.ts): not read again. */
  account: TAdminRow;
};
export type TPublicCaller = { kind: 'public' };
export type TCaller = TPublicCaller | TUserCaller | TAdminCaller;
