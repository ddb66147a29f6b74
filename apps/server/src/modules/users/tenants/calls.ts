import {
  adminGetOperator,
  adminGetTenant,
  adminListOperators,
  adminListRatingDisputes,
  adminListTenants,
  adminResolveRatingDispute,
  adminUpdateOperator,
  userCreateTenantProfile,
  userDisputeRating,
  userGetTenant,
  userListMyRatings,
  userListTenantRatings,
  userListTenants,
  userRateTenant,
  userUpdateTenantProfile,
} from '@sewa/domain';
import { useCase } from '../../../core/use-case';
import { defineCall, type TAnyCall } from '../../../http/registry';
import { createTenant } from './create-tenant';
import { adminGetTenant as adminGetTenantCase, getTenant } from './get-tenant';
import { adminListTenants as adminListTenantsCase, listTenants } from './list-tenants';
import { getOperator, listOperators, updateOperator } from './operators/operators';
import {
  disputeRating,
  listMyRatings,
  listRatingDisputes,
  listTenantRatings,
  rateTenant,
  resolveRatingDispute,
} from './ratings';
import { updateTenant } from './update-tenant';

// Tenants and ratings (product §2.2 users: tenant, rate-tenant), the tenant's ratings page, and the
// admin's tenants, rating disputes and operators (product §2.5).
const OPERATOR = { roles: ['operator'], privilege: 'users/tenant' } as const;
const TENANT = { roles: ['tenant'], privilege: null } as const;
const ADMIN_TENANTS = { roles: ['admin'], privilege: 'users/tenant' } as const;
const ADMIN_OPERATORS = { roles: ['admin'], privilege: 'users/operator' } as const;

export const tenantCalls: TAnyCall[] = [
  defineCall(userListTenants, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listTenants(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateTenantProfile, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createTenant(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userGetTenant, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await getTenant(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userUpdateTenantProfile, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateTenant(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userRateTenant, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await rateTenant(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListTenantRatings, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listTenantRatings(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListMyRatings, {
    ...TENANT,
    handler: async (ctx) => ({ data: await listMyRatings(useCase(ctx), ctx.input) }),
  }),
  defineCall(userDisputeRating, {
    ...TENANT,
    handler: async (ctx) => ({ data: await disputeRating(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListTenants, {
    ...ADMIN_TENANTS,
    handler: async (ctx) => ({ data: await adminListTenantsCase(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetTenant, {
    ...ADMIN_TENANTS,
    handler: async (ctx) => ({ data: await adminGetTenantCase(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminListRatingDisputes, {
    ...ADMIN_TENANTS,
    handler: async (ctx) => ({ data: await listRatingDisputes(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminResolveRatingDispute, {
    ...ADMIN_TENANTS,
    handler: async (ctx) => ({ data: await resolveRatingDispute(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListOperators, {
    ...ADMIN_OPERATORS,
    handler: async (ctx) => ({ data: await listOperators(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetOperator, {
    ...ADMIN_OPERATORS,
    handler: async (ctx) => ({ data: await getOperator(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminUpdateOperator, {
    ...ADMIN_OPERATORS,
    handler: async (ctx) => ({ data: await updateOperator(useCase(ctx), ctx.input) }),
  }),
];
