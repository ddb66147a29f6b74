import { adminListAuditLog, userListAuditLog } from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { listAuditLog } from './list-audit-log';

// The audit log, read-only (product §1 modules "audit log").
export const auditCalls: TAnyCall[] = [
  defineCall(userListAuditLog, {
    roles: ['operator'],
    privilege: 'audit-log',
    handler: async (ctx) => ({ data: await listAuditLog(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListAuditLog, {
    roles: ['admin'],
    privilege: 'audit-log',
    handler: async (ctx) => ({ data: await listAuditLog(useCase(ctx), ctx.input) }),
  }),
];
