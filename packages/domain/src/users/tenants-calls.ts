import { dataOf, pageOf, ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  ZAdminListOperatorsInput,
  ZAdminOperator,
  ZAdminUpdateOperatorInput,
  ZOperatorListItem,
} from './operators-schemas';
import {
  TENANT_DOCUMENT_FILES,
  ZAdminListTenantsInput,
  ZAdminTenant,
  ZAdminTenantListItem,
  ZCreateTenantInput,
  ZCreateTenantResult,
  ZDisputeRatingInput,
  ZListMyRatingsInput,
  ZListRatingDisputesInput,
  ZListTenantRatingsInput,
  ZListTenantsInput,
  ZRateTenantInput,
  ZRating,
  ZResolveRatingDisputeInput,
  ZTenant,
  ZTenantListItem,
  ZUpdateTenantInput,
} from './tenants-schemas';

// Tenants and ratings (product §2.2 users: tenant, rate-tenant; §2.5 tenant, rating disputes, operator).

export const userListTenants = defineContract({
  name: 'user-list-tenants',
  input: ZListTenantsInput,
  output: dataOf(pageOf(ZTenantListItem)),
});
export const userCreateTenantProfile = defineContract({
  name: 'user-create-tenant-profile',
  input: ZCreateTenantInput,
  output: dataOf(ZCreateTenantResult),
  files: TENANT_DOCUMENT_FILES,
});
export const userGetTenant = defineContract({
  name: 'user-get-tenant',
  input: ZIdInput,
  output: dataOf(ZTenant),
});
export const userUpdateTenantProfile = defineContract({
  name: 'user-update-tenant-profile',
  input: ZUpdateTenantInput,
  output: dataOf(ZTenant),
  files: TENANT_DOCUMENT_FILES,
});
export const userRateTenant = defineContract({
  name: 'user-rate-tenant',
  input: ZRateTenantInput,
  output: dataOf(ZRating),
});
export const userListTenantRatings = defineContract({
  name: 'user-list-tenant-ratings',
  input: ZListTenantRatingsInput,
  output: dataOf(pageOf(ZRating)),
});

/** The tenant's own ratings, and its dispute of one. */
export const userListMyRatings = defineContract({
  name: 'user-list-my-ratings',
  input: ZListMyRatingsInput,
  output: dataOf(pageOf(ZRating)),
});
export const userDisputeRating = defineContract({
  name: 'user-dispute-rating',
  input: ZDisputeRatingInput,
  output: dataOf(ZRating),
});

export const adminListTenants = defineContract({
  name: 'admin-list-tenants',
  input: ZAdminListTenantsInput,
  output: dataOf(pageOf(ZAdminTenantListItem)),
});
export const adminGetTenant = defineContract({
  name: 'admin-get-tenant',
  input: ZIdInput,
  output: dataOf(ZAdminTenant),
});
export const adminListRatingDisputes = defineContract({
  name: 'admin-list-rating-disputes',
  input: ZListRatingDisputesInput,
  output: dataOf(pageOf(ZRating)),
});
export const adminResolveRatingDispute = defineContract({
  name: 'admin-resolve-rating-dispute',
  input: ZResolveRatingDisputeInput,
  output: dataOf(ZRating),
});

export const adminListOperators = defineContract({
  name: 'admin-list-operators',
  input: ZAdminListOperatorsInput,
  output: dataOf(pageOf(ZOperatorListItem)),
});
export const adminGetOperator = defineContract({
  name: 'admin-get-operator',
  input: ZIdInput,
  output: dataOf(ZAdminOperator),
});
export const adminUpdateOperator = defineContract({
  name: 'admin-update-operator',
  input: ZAdminUpdateOperatorInput,
  output: dataOf(ZAdminOperator),
});
