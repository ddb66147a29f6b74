import type { TAnyCall } from '../../http/registry';

export const auditCalls: TAnyCall[] = [];
