import {
  adminGetCreditCheck,
  adminGetCreditCheckSetting,
  adminListCreditCheckSettings,
  adminListCreditChecks as adminListCreditChecksContract,
  adminRunCreditCheck,
  adminUpdateCreditCheckSetting,
  userCreateCreditCheck,
  userGetCreditCheck,
  userListCreditChecks,
  userRunCreditCheck,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import type { TAnyCall } from '../../http/registry';
import { defineCall } from '../../http/registry';
import { createCreditCheck } from './create-credit-check';
import { getCreditCheck } from './get-credit-check';
import { getCreditCheckSetting } from './get-credit-check-setting';
import { listCreditCheckSettings } from './list-credit-check-settings';
import { adminListCreditChecks, listCreditChecks } from './list-credit-checks';
import { runCreditCheck } from './run-credit-check';
import { updateCreditCheckSetting } from './update-credit-check-setting';

// Credit checks (CTOS): the operator's `ctos` and `add-ctos`, the admin's `ctos`, `edit-ctos/{id}`
// (docs/decisions/0018-credit-checks.md). Every call is gated by the privilege 'ctos'.
const OPERATOR = { roles: ['operator'], privilege: 'ctos' } as const;
const ADMIN = { roles: ['admin'], privilege: 'ctos' } as const;

export const creditCheckCalls: TAnyCall[] = [
  defineCall(userRunCreditCheck, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await runCreditCheck(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateCreditCheck, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createCreditCheck(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userListCreditChecks, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listCreditChecks(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetCreditCheck, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await getCreditCheck(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListCreditChecksContract, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await adminListCreditChecks(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetCreditCheck, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getCreditCheck(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListCreditCheckSettings, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listCreditCheckSettings(useCase(ctx)) }),
  }),
  defineCall(adminGetCreditCheckSetting, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getCreditCheckSetting(useCase(ctx), ctx.input) }),
  }),
  // A booking's check run by an admin: charged to the booking's company's wallet (777 when short).
  defineCall(adminRunCreditCheck, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await runCreditCheck(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminUpdateCreditCheckSetting, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateCreditCheckSetting(useCase(ctx), ctx.input) }),
  }),
];
