import type { TAnyCall } from '../../../http/registry';

export const tenantCalls: TAnyCall[] = [];
