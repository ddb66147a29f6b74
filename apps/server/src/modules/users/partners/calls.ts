import type { TAnyCall } from '../../../http/registry';

export const partnerCalls: TAnyCall[] = [];
