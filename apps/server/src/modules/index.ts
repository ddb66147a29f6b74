import type { TAnyCall } from '../http/registry';
import { accountCalls } from './accounts/calls';
import { contactCalls } from './contact/calls';
import { documentsCalls } from './documents/calls';
import { notificationCalls } from './notifications/calls';
import { propertiesCalls } from './properties/calls';
import { systemCalls } from './system/calls';

/** Every module's calls; the registry refuses duplicates and calls without an audience prefix. */
export const allCalls: TAnyCall[] = [
  ...systemCalls,
  ...contactCalls,
  ...documentsCalls,
  ...accountCalls,
  ...notificationCalls,
  ...propertiesCalls,
];
