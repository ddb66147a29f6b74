import {
  adminGetGatewaySettlement,
  adminImportGatewaySettlement,
  adminListGatewaySettlements,
  publicDevExportGatewaySettlement,
  userGetGatewaySettlement,
  userImportGatewaySettlement,
  userListGatewaySettlements,
} from '@sewa/domain';
import { companyOf } from '../../core/scope';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { exportSimulatorSettlement } from './export-settlement';
import { getSettlement } from './get-settlement';
import { importSettlement } from './import-settlement';
import { listSettlements } from './list-settlements';

// Gateway settlement (product "payex-settlement"): the company's own gateway, and the platform's for admins.
const OPERATOR = { roles: ['operator'], privilege: 'account/payex-settlement' } as const;
const ADMIN = { roles: ['admin'], privilege: 'account/payex-settlement' } as const;

export const settlementCalls = [
  defineCall(userImportGatewaySettlement, {
    ...OPERATOR,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return {
        data: await importSettlement(
          uc,
          { kind: 'company', companyId: companyOf(uc.scope) },
          ctx.input,
          ctx.files,
        ),
      };
    },
  }),
  defineCall(userListGatewaySettlements, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listSettlements(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetGatewaySettlement, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await getSettlement(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminImportGatewaySettlement, {
    ...ADMIN,
    handler: async (ctx) => ({
      data: await importSettlement(useCase(ctx), { kind: 'platform' }, ctx.input, ctx.files),
    }),
  }),
  defineCall(adminListGatewaySettlements, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listSettlements(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetGatewaySettlement, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getSettlement(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(publicDevExportGatewaySettlement, {
    roles: 'any',
    privilege: null,
    devOnly: true,
    handler: async (ctx) => ({ data: await exportSimulatorSettlement(useCase(ctx), ctx.input) }),
  }),
];
