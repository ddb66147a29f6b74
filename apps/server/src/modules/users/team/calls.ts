import type { TAnyCall } from '../../../http/registry';

export const teamCalls: TAnyCall[] = [];
