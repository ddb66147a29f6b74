import { z } from 'zod';
import { ADMIN_PRIVILEGES, OPERATOR_PRIVILEGES } from '../access/privileges';
import { zCountryCode, zEmail, zMobile, zNewPassword } from '../accounts/fields';
import { ACCOUNT_STATUSES, type TAccountStatus } from '../accounts/rules';
import { fId, fJson, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { isKnownDialCode } from '../geo/countries';
import { isValidMobile } from '../geo/phone';

// The team (product §2.2 users/team, §2.5 team): custom roles over a privilege catalogue, sub-operators
// and sub-admins that hold a role, account status of the company's users, and restrictions of users
// from properties.

// ---- custom roles ----

/** A role's keys: a JSON array of keys of the audience's catalogue, each once (an unknown key is 101). */
const zPrivilegeKeys = (catalogue: readonly string[]) =>
  fJson(
    z
      .array(z.string({ error: 'invalid-json' }), { error: 'invalid-json' })
      .max(catalogue.length, { error: 'invalid-json' })
      .refine((keys) => keys.every((k) => catalogue.includes(k)), { error: 'invalid-json' })
      .transform((keys) => [...new Set(keys)]),
  );

const roleFields = (catalogue: readonly string[]) => ({
  name: fText(60),
  privileges: zPrivilegeKeys(catalogue),
});

export const ZCreateOperatorRoleInput = z.object(roleFields(OPERATOR_PRIVILEGES));
export const ZUpdateOperatorRoleInput = z.object({ id: fId(), ...roleFields(OPERATOR_PRIVILEGES) });
export const ZCreateAdminRoleInput = z.object(roleFields(ADMIN_PRIVILEGES));
export const ZUpdateAdminRoleInput = z.object({ id: fId(), ...roleFields(ADMIN_PRIVILEGES) });
export type TRoleInput = z.input<typeof ZCreateOperatorRoleInput>;

export const ZListRolesInput = z.object({
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZCustomRole = z.object({
  id: z.number(),
  name: z.string(),
  privileges: z.array(z.string()),
  /** Members holding the role (sub-operators or sub-admins). */
  member_count: z.number().int(),
  updated_at: z.string(),
});
export type TCustomRole = z.infer<typeof ZCustomRole>;

// ---- sub-operators ----

/** Every id once: a JSON array of property ids. */
const zIdList = (max = 1000) =>
  fJson(
    z
      .array(fId(), { error: 'invalid-json' })
      .max(max, { error: 'invalid-json' })
      .transform((ids) => [...new Set(ids)]),
  );

const mobileRefinement = (v: { mobile_country_code: string; mobile: string }, ctx: z.RefinementCtx): void => {
  // An unknown country code is reported on its own field, not as a wrong mobile.
  if (isKnownDialCode(v.mobile_country_code) && !isValidMobile(v.mobile_country_code, v.mobile))
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'invalid-mobile' });
};

const subOperatorFields = {
  name: fText(100),
  mobile_country_code: zCountryCode(),
  mobile: zMobile(),
  role_id: fId(),
  /** The properties the sub-operator may manage; empty or absent = every property of the company. */
  property_ids: fOptional(zIdList()),
};

/** user-create-sub-operator: the e-mail is the login (operators sign in by e-mail). */
export const ZCreateSubOperatorInput = z
  .object({ ...subOperatorFields, email: zEmail(), password: zNewPassword() })
  .superRefine(mobileRefinement);
export type TCreateSubOperatorInput = z.input<typeof ZCreateSubOperatorInput>;

/** user-update-sub-operator: the e-mail is the login and is not changed here (create a new member). */
export const ZUpdateSubOperatorInput = z
  .object({ id: fId(), ...subOperatorFields })
  .superRefine(mobileRefinement);
export type TUpdateSubOperatorInput = z.input<typeof ZUpdateSubOperatorInput>;

export const ZListTeamInput = z.object({
  search: fOptional(z.string().trim().max(100)),
  status: fOptional(z.enum(ACCOUNT_STATUSES)),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZSubOperator = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  mobile_country_code: z.string().nullable(),
  mobile: z.string().nullable(),
  role_id: z.number().nullable(),
  role_name: z.string().nullable(),
  status: z.string(),
  /** null = every property of the company. */
  property_ids: z.array(z.number()).nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type TSubOperator = z.infer<typeof ZSubOperator>;

/** A property a team screen offers (sub-operator's managed properties, restrictions). */
export const ZPropertyChoice = z.object({ id: z.number(), name: z.string() });
export type TPropertyChoice = z.infer<typeof ZPropertyChoice>;
export const ZListPropertyChoicesInput = z.object({
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(200),
});

// ---- sub-admins ----

export const SUB_ADMIN_STATUSES = ['active', 'suspended'] as const;

export const ZCreateSubAdminInput = z.object({
  name: fText(100),
  email: zEmail(),
  password: zNewPassword(),
  role_id: fId(),
});
export type TCreateSubAdminInput = z.input<typeof ZCreateSubAdminInput>;

export const ZUpdateSubAdminInput = z.object({
  id: fId(),
  name: fText(100),
  role_id: fId(),
  status: z.enum(SUB_ADMIN_STATUSES, { error: 'required' }),
});
export type TUpdateSubAdminInput = z.input<typeof ZUpdateSubAdminInput>;

export const ZListSubAdminsInput = ZListTeamInput;

export const ZSubAdmin = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().nullable(),
  role_name: z.string().nullable(),
  status: z.string(),
  /** Holds every admin key (no role, privileges null): only another super admin may change it. */
  is_super_admin: z.boolean(),
  created_at: z.string(),
});
export type TSubAdmin = z.infer<typeof ZSubAdmin>;

// ---- account status ----

export const ACCOUNT_ACTIONS = ['suspend', 'unsuspend', 'lock', 'terminate'] as const;
export type TAccountAction = (typeof ACCOUNT_ACTIONS)[number];

/**
 * The status each action leads to, from the statuses it may start from (product §2.2 account status):
 * active→suspended, active|suspended→locked, suspended|locked→active, any but terminated→terminated.
 */
export const ACCOUNT_TRANSITIONS: Record<TAccountAction, { from: readonly string[]; to: TAccountStatus }> = {
  suspend: { from: ['active'], to: 'suspended' },
  lock: { from: ['active', 'suspended'], to: 'locked' },
  unsuspend: { from: ['suspended', 'locked'], to: 'active' },
  terminate: { from: ['active', 'suspended', 'locked'], to: 'terminated' },
};

/** The actions allowed from a status, in display order. */
export const allowedAccountActions = (status: string): TAccountAction[] =>
  ACCOUNT_ACTIONS.filter((a) => ACCOUNT_TRANSITIONS[a].from.includes(status));

export const ZChangeAccountStatusInput = z.object({
  user_id: fId(),
  action: z.enum(ACCOUNT_ACTIONS, { error: 'required' }),
  reason: fText(500),
});
export type TChangeAccountStatusInput = z.input<typeof ZChangeAccountStatusInput>;

export const ZAccountStatusHistoryInput = z.object({
  user_id: fId(),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZAccountStatusEvent = z.object({
  id: z.number(),
  action: z.string(),
  from_status: z.string(),
  to_status: z.string(),
  reason: z.string(),
  actor_kind: z.string(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TAccountStatusEvent = z.infer<typeof ZAccountStatusEvent>;

/** The account's status now and the actions open from it. */
export const ZAccountStatus = z.object({
  user_id: z.number(),
  name: z.string(),
  role: z.string(),
  status: z.string(),
  allowed_actions: z.array(z.enum(ACCOUNT_ACTIONS)),
});
export type TAccountStatusView = z.infer<typeof ZAccountStatus>;

export const ZAccountStatusHistory = ZAccountStatus.extend({
  items: z.array(ZAccountStatusEvent),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

// ---- restrictions ----

export const RESTRICTABLE_KINDS = ['tenant', 'sub-operator', 'contractor'] as const;

/** user-restrict-user: the full set of properties the user is kept from (empty clears them all). */
export const ZRestrictUserInput = z.object({
  user_id: fId(),
  property_ids: zIdList(),
  reason: fOptional(z.string().trim().max(500, { error: 'too-long' })),
});
export type TRestrictUserInput = z.input<typeof ZRestrictUserInput>;

export const ZListRestrictionsInput = z.object({
  user_id: fOptional(fId()),
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZRestriction = z.object({
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  user_kind: z.enum(RESTRICTABLE_KINDS),
  property_id: z.number(),
  property_name: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type TRestriction = z.infer<typeof ZRestriction>;

export const ZRemoved = z.object({ id: z.number() });

/** The restrictions of one user after user-restrict-user. */
export const ZRestrictionsOfUser = z.object({ user_id: z.number(), items: z.array(ZRestriction) });
