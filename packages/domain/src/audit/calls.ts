import { dataOf } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import { ZAdminListAuditLogInput, ZAuditLogPage, ZListAuditLogInput } from './audit-log';

// The audit log's calls (docs/adding-a-module.md). Both are reads: the log is written by every module's
// use cases (`audit(tx, uc, …)`), never through a call.

export const userListAuditLog = defineContract({
  name: 'user-list-audit-log',
  input: ZListAuditLogInput,
  output: dataOf(ZAuditLogPage),
});

export const adminListAuditLog = defineContract({
  name: 'admin-list-audit-log',
  input: ZAdminListAuditLogInput,
  output: dataOf(ZAuditLogPage),
});
