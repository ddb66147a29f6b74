import {
  adminGetTenancy,
  adminListTenancies,
  userActivateTenancy,
  userCancelTenancy,
  userCheckInTenancy,
  userCreateTenancy,
  userDeleteTenancyDocument,
  userEndTenancy,
  userGetMyTenancySummary,
  userGetTenancy,
  userGetTenancyPrefill,
  userGetTenancyStats,
  userListTenancies,
  userRenewTenancy,
  userSettleTenancyDeposits,
  userTerminateTenancy,
  userUpdateTenancy,
  userUploadTenancyDocuments,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { addFileReadRule } from '../files/index';
import { checkInTenancy } from './check-in-tenancy';
import { createTenancy } from './create-tenancy';
import { tenancyDocumentReadRule } from './file-rule';
import { getTenancy } from './get-tenancy';
import { getTenancyPrefill } from './get-tenancy-prefill';
import { listTenancies } from './list-tenancies';
import { activateTenancy, cancelTenancy, endTenancy, terminateTenancy } from './move-tenancy';
import { getMyTenancySummary } from './my-tenancy-summary';
import { renewTenancy } from './renew-tenancy';
import { settleTenancyDeposits } from './settle-deposits';
import { deleteTenancyDocument, uploadTenancyDocuments } from './tenancy-documents';
import { getTenancyStats } from './tenancy-stats';
import { updateTenancyTerms } from './update-tenancy';

// Tenancy (docs/decisions/0019-tenancy.md): the operator's side with 'tenancy' creates and moves
// tenancies; the tenant reads their own and the landlord their properties' (no private documents), each
// read scoped by who calls (privileges gate operators and admins only, http/access.ts). Admin calls read.

const PRIVILEGE = 'tenancy';
const READERS = ['operator', 'tenant', 'landlord'] as const;

addFileReadRule(tenancyDocumentReadRule);

export const tenancyCalls: TAnyCall[] = [
  defineCall(userCreateTenancy, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await createTenancy(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetTenancyPrefill, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await getTenancyPrefill(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateTenancy, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await updateTenancyTerms(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListTenancies, {
    roles: READERS,
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await listTenancies(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetTenancy, {
    roles: READERS,
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await getTenancy(useCase(ctx), ctx.input) }),
  }),
  defineCall(userActivateTenancy, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await activateTenancy(useCase(ctx), ctx.input) }),
  }),
  defineCall(userEndTenancy, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await endTenancy(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCancelTenancy, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await cancelTenancy(useCase(ctx), ctx.input) }),
  }),
  defineCall(userTerminateTenancy, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await terminateTenancy(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRenewTenancy, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await renewTenancy(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCheckInTenancy, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await checkInTenancy(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUploadTenancyDocuments, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await uploadTenancyDocuments(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userDeleteTenancyDocument, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => deleteTenancyDocument(useCase(ctx), ctx.input),
  }),
  defineCall(userSettleTenancyDeposits, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await settleTenancyDeposits(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetMyTenancySummary, {
    roles: ['tenant'],
    privilege: null,
    handler: async (ctx) => ({ data: await getMyTenancySummary(useCase(ctx)) }),
  }),
  defineCall(userGetTenancyStats, {
    roles: ['operator'],
    privilege: 'dashboard',
    handler: async (ctx) => ({ data: await getTenancyStats(useCase(ctx)) }),
  }),
  defineCall(adminListTenancies, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await listTenancies(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetTenancy, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await getTenancy(useCase(ctx), ctx.input) }),
  }),
];
