import type { TAnyCall } from '../../http/registry';

export const settingsCalls: TAnyCall[] = [];
