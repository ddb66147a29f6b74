import type { accountStatusEvents } from '@sewa/db';
import {
  allowedAccountActions,
  type TAccountStatusEvent,
  type TAccountStatusView,
  type TCustomRole,
  type TRestriction,
  type TSubAdmin,
  type TSubOperator,
} from '@sewa/domain';
import type { TAdminView, TMemberView, TRestrictionView, TRoleView, TUserRow } from './repository';

// Rows to the contracts' shapes (packages/domain/src/users/team-schemas.ts).

export const roleView = ({ role, memberCount }: TRoleView): TCustomRole => ({
  id: role.id,
  name: role.name,
  privileges: [...role.privileges],
  member_count: memberCount,
  updated_at: role.updatedAt.toISOString(),
});

export const subOperatorView = ({ user, roleName }: TMemberView): TSubOperator => ({
  id: user.id,
  name: user.name,
  email: user.email,
  mobile_country_code: user.mobileCountryCode,
  mobile: user.mobile,
  role_id: user.customRoleId,
  role_name: roleName,
  status: user.status,
  property_ids:
    user.managedPropertyIds && user.managedPropertyIds.length > 0 ? user.managedPropertyIds : null,
  last_login_at: user.lastLoginAt?.toISOString() ?? null,
  created_at: user.createdAt.toISOString(),
});

export const subAdminView = ({ admin, roleName }: TAdminView): TSubAdmin => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role_id: admin.customRoleId,
  role_name: roleName,
  status: admin.status,
  is_super_admin: isSuperAdmin(admin),
  created_at: admin.createdAt.toISOString(),
});

/** A super admin holds every admin key: no custom role and no `privileges` list (product §2.5 team). */
export const isSuperAdmin = (admin: { privileges: string[] | null; customRoleId: number | null }) =>
  admin.privileges === null && admin.customRoleId === null;

/** `canChange` false (the caller itself, its company's owner): no action is offered. */
export const accountStatusView = (user: TUserRow, canChange: boolean): TAccountStatusView => ({
  user_id: user.id,
  name: user.name,
  role: user.role,
  status: user.status,
  allowed_actions: canChange ? allowedAccountActions(user.status) : [],
});

export const statusEventView = (row: {
  event: typeof accountStatusEvents.$inferSelect;
  actorName: string | null;
}): TAccountStatusEvent => ({
  id: row.event.id,
  action: row.event.action,
  from_status: row.event.fromStatus,
  to_status: row.event.toStatus,
  reason: row.event.reason,
  actor_kind: row.event.actorKind,
  actor_name: row.actorName,
  created_at: row.event.createdAt.toISOString(),
});

const kindOf = (role: string): TRestriction['user_kind'] =>
  role === 'operator' ? 'sub-operator' : role === 'contractor' ? 'contractor' : 'tenant';

export const restrictionView = (r: TRestrictionView): TRestriction => ({
  id: r.restriction.id,
  user_id: r.restriction.userId,
  user_name: r.userName,
  user_kind: kindOf(r.userRole),
  property_id: r.restriction.propertyId,
  property_name: r.propertyName,
  reason: r.restriction.reason,
  created_at: r.restriction.createdAt.toISOString(),
});
