import { adminPropertyCalls } from './calls-admin';
import { landlordPropertyCalls, operatorPropertyCalls } from './calls-operator';
import { publicPropertyCalls } from './calls-public';
import { settingCalls } from './calls-settings';
import { unitCalls } from './calls-units';

/** Every call of the properties module (registered in modules/index.ts), bound to its contract. */
export const propertiesCalls = [
  ...publicPropertyCalls,
  ...operatorPropertyCalls,
  ...unitCalls,
  ...settingCalls,
  ...landlordPropertyCalls,
  ...adminPropertyCalls,
];
