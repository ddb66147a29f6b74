import type { TAnyCall } from '../../http/registry';

// Filled in by the module's calls (docs/adding-a-module.md step 3).
export const refundCalls: TAnyCall[] = [];
