import {
  adminChangeAccountStatus,
  adminCreateRole,
  adminCreateSubAdmin,
  adminDeleteRole,
  adminGetSubAdmin,
  adminListAccountStatusHistory,
  adminListRoles,
  adminListSubAdmins,
  adminUpdateRole,
  adminUpdateSubAdmin,
  userChangeAccountStatus,
  userCreateRole,
  userCreateSubOperator,
  userDeleteRole,
  userGetSubOperator,
  userListAccountStatusHistory,
  userListRestrictions,
  userListRoles,
  userListTeam,
  userListTeamPropertyChoices,
  userRemoveRestriction,
  userRestrictUser,
  userUpdateRole,
  userUpdateSubOperator,
} from '@sewa/domain';
import { useCase } from '../../../core/use-case';
import type { TAnyCall } from '../../../http/registry';
import { defineCall } from '../../../http/registry';
import { changeAccountStatus } from './change-account-status';
import { createRole } from './create-role';
import { createSubAdmin } from './create-sub-admin';
import { createSubOperator } from './create-sub-operator';
import { deleteRole } from './delete-role';
import { getSubAdmin } from './get-sub-admin';
import { getSubOperator } from './get-sub-operator';
import { listAccountStatusHistory } from './list-account-status-history';
import { listPropertyChoices } from './list-property-choices';
import { listRestrictions } from './list-restrictions';
import { listRoles } from './list-roles';
import { listSubAdmins } from './list-sub-admins';
import { listTeam } from './list-team';
import { removeRestriction } from './remove-restriction';
import { restrictUser } from './restrict-user';
import { updateRole } from './update-role';
import { updateSubAdmin } from './update-sub-admin';
import { updateSubOperator } from './update-sub-operator';

// The team (product §2.2 users/team, §2.5 team). Roles, members and restrictions are under `users/team`.
// Account status calls declare no key: the key depends on the account changed (users/team for a
// sub-operator, users/tenant|landlord|contractor for the others; an admin users/operator for operators),
// checked by the use case (status-target.ts), 103 without it.
const OPERATOR = { roles: ['operator'], privilege: 'users/team' } as const;
const ADMIN = { roles: ['admin'], privilege: 'users/team' } as const;
const OPERATOR_STATUS = { roles: ['operator'], privilege: null } as const;
const ADMIN_STATUS = { roles: ['admin'], privilege: null } as const;

export const teamCalls: TAnyCall[] = [
  defineCall(userListRoles, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listRoles(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateRole, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createRole(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateRole, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateRole(useCase(ctx), ctx.input) }),
  }),
  defineCall(userDeleteRole, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await deleteRole(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userListTeam, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listTeam(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateSubOperator, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createSubOperator(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetSubOperator, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await getSubOperator(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userUpdateSubOperator, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateSubOperator(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListTeamPropertyChoices, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listPropertyChoices(useCase(ctx), ctx.input) }),
  }),
  defineCall(userChangeAccountStatus, {
    ...OPERATOR_STATUS,
    handler: async (ctx) => ({ data: await changeAccountStatus(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListAccountStatusHistory, {
    ...OPERATOR_STATUS,
    handler: async (ctx) => ({ data: await listAccountStatusHistory(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRestrictUser, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await restrictUser(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListRestrictions, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listRestrictions(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRemoveRestriction, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await removeRestriction(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminListRoles, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listRoles(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminCreateRole, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await createRole(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminUpdateRole, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateRole(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminDeleteRole, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await deleteRole(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminListSubAdmins, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listSubAdmins(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminCreateSubAdmin, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await createSubAdmin(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetSubAdmin, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getSubAdmin(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminUpdateSubAdmin, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateSubAdmin(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminChangeAccountStatus, {
    ...ADMIN_STATUS,
    handler: async (ctx) => ({ data: await changeAccountStatus(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListAccountStatusHistory, {
    ...ADMIN_STATUS,
    handler: async (ctx) => ({ data: await listAccountStatusHistory(useCase(ctx), ctx.input) }),
  }),
];
