import { dataOf, pageOf, ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  ZAccountStatus,
  ZAccountStatusHistory,
  ZAccountStatusHistoryInput,
  ZChangeAccountStatusInput,
  ZCreateAdminRoleInput,
  ZCreateOperatorRoleInput,
  ZCreateSubAdminInput,
  ZCreateSubOperatorInput,
  ZCustomRole,
  ZListPropertyChoicesInput,
  ZListRestrictionsInput,
  ZListRolesInput,
  ZListSubAdminsInput,
  ZListTeamInput,
  ZPropertyChoice,
  ZRemoved,
  ZRestriction,
  ZRestrictionsOfUser,
  ZRestrictUserInput,
  ZSubAdmin,
  ZSubOperator,
  ZUpdateAdminRoleInput,
  ZUpdateOperatorRoleInput,
  ZUpdateSubAdminInput,
  ZUpdateSubOperatorInput,
} from './team-schemas';

// The team's calls (product §2.2 users/team, §2.5 team). Operators: custom roles, sub-operators, account
// status of the company's users, restrictions. Admins: admin roles, sub-admins, account status of anyone.

// ---- operator: roles ----
export const userListRoles = defineContract({
  name: 'user-list-roles',
  input: ZListRolesInput,
  output: dataOf(pageOf(ZCustomRole)),
});
export const userCreateRole = defineContract({
  name: 'user-create-role',
  input: ZCreateOperatorRoleInput,
  output: dataOf(ZCustomRole),
});
export const userUpdateRole = defineContract({
  name: 'user-update-role',
  input: ZUpdateOperatorRoleInput,
  output: dataOf(ZCustomRole),
});
export const userDeleteRole = defineContract({
  name: 'user-delete-role',
  input: ZIdInput,
  output: dataOf(ZRemoved),
});

// ---- operator: sub-operators ----
export const userListTeam = defineContract({
  name: 'user-list-team',
  input: ZListTeamInput,
  output: dataOf(pageOf(ZSubOperator)),
});
export const userCreateSubOperator = defineContract({
  name: 'user-create-sub-operator',
  input: ZCreateSubOperatorInput,
  output: dataOf(ZSubOperator),
});
export const userGetSubOperator = defineContract({
  name: 'user-get-sub-operator',
  input: ZIdInput,
  output: dataOf(ZSubOperator),
});
export const userUpdateSubOperator = defineContract({
  name: 'user-update-sub-operator',
  input: ZUpdateSubOperatorInput,
  output: dataOf(ZSubOperator),
});
/** The company's properties to pick from (a sub-operator's managed properties, a restriction). */
export const userListTeamPropertyChoices = defineContract({
  name: 'user-list-team-property-choices',
  input: ZListPropertyChoicesInput,
  output: dataOf(pageOf(ZPropertyChoice)),
});

// ---- operator: account status ----
export const userChangeAccountStatus = defineContract({
  name: 'user-change-account-status',
  input: ZChangeAccountStatusInput,
  output: dataOf(ZAccountStatus),
});
export const userListAccountStatusHistory = defineContract({
  name: 'user-list-account-status-history',
  input: ZAccountStatusHistoryInput,
  output: dataOf(ZAccountStatusHistory),
});

// ---- operator: restrictions ----
export const userRestrictUser = defineContract({
  name: 'user-restrict-user',
  input: ZRestrictUserInput,
  output: dataOf(ZRestrictionsOfUser),
});
export const userListRestrictions = defineContract({
  name: 'user-list-restrictions',
  input: ZListRestrictionsInput,
  output: dataOf(pageOf(ZRestriction)),
});
export const userRemoveRestriction = defineContract({
  name: 'user-remove-restriction',
  input: ZIdInput,
  output: dataOf(ZRemoved),
});

// ---- admin: roles ----
export const adminListRoles = defineContract({
  name: 'admin-list-roles',
  input: ZListRolesInput,
  output: dataOf(pageOf(ZCustomRole)),
});
export const adminCreateRole = defineContract({
  name: 'admin-create-role',
  input: ZCreateAdminRoleInput,
  output: dataOf(ZCustomRole),
});
export const adminUpdateRole = defineContract({
  name: 'admin-update-role',
  input: ZUpdateAdminRoleInput,
  output: dataOf(ZCustomRole),
});
export const adminDeleteRole = defineContract({
  name: 'admin-delete-role',
  input: ZIdInput,
  output: dataOf(ZRemoved),
});

// ---- admin: sub-admins ----
export const adminListSubAdmins = defineContract({
  name: 'admin-list-sub-admins',
  input: ZListSubAdminsInput,
  output: dataOf(pageOf(ZSubAdmin)),
});
export const adminCreateSubAdmin = defineContract({
  name: 'admin-create-sub-admin',
  input: ZCreateSubAdminInput,
  output: dataOf(ZSubAdmin),
});
export const adminGetSubAdmin = defineContract({
  name: 'admin-get-sub-admin',
  input: ZIdInput,
  output: dataOf(ZSubAdmin),
});
export const adminUpdateSubAdmin = defineContract({
  name: 'admin-update-sub-admin',
  input: ZUpdateSubAdminInput,
  output: dataOf(ZSubAdmin),
});

// ---- admin: account status ----
export const adminChangeAccountStatus = defineContract({
  name: 'admin-change-account-status',
  input: ZChangeAccountStatusInput,
  output: dataOf(ZAccountStatus),
});
export const adminListAccountStatusHistory = defineContract({
  name: 'admin-list-account-status-history',
  input: ZAccountStatusHistoryInput,
  output: dataOf(ZAccountStatusHistory),
});
