// Who can sign in where. Admins sign in separately (own token kind); every other role is a "user".
export const USER_ROLES = ['tenant', 'operator', 'landlord', 'contractor', 'vendor', 'agent'] as const;
export type TUserRole = (typeof USER_ROLES)[number];
export type TRole = TUserRole | 'admin';
export const ROLES: readonly TRole[] = [...USER_ROLES, 'admin'];

/** Call audiences (docs/protocol.md): the prefix of every call name. */
export const AUDIENCES = ['public', 'user', 'admin'] as const;
export type TAudience = (typeof AUDIENCES)[number];

/** Roles that sign in with a mobile number and country code; operators use an e-mail address. */
export const MOBILE_LOGIN_ROLES: readonly TUserRole[] = ['tenant', 'landlord', 'contractor'];
