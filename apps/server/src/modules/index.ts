import type { TAnyCall } from '../http/registry';
import { accountCalls } from './accounts/calls';
import { agreementCalls } from './agreements/calls';
import { appointmentCalls } from './appointments/calls';
import { auditCalls } from './audit/calls';
import { billingCalls } from './billing/calls';
import { bookingCalls } from './booking/calls';
import { bookingSettlementCalls } from './booking-settlement/calls';
import { contactCalls } from './contact/calls';
import { creditCheckCalls } from './credit-checks/calls';
import { documentsCalls } from './documents/calls';
import { inventoryCalls } from './inventory/calls';
import { jobCalls } from './jobs/calls';
import { notificationCalls } from './notifications/calls';
import { paymentCalls } from './payments/calls';
import { productCalls } from './products/calls';
import { propertiesCalls } from './properties/calls';
import { refundCalls } from './refunds/calls';
import { settingsCalls } from './settings/calls';
import { systemCalls } from './system/calls';
import { tenancyCalls } from './tenancy/calls';
import { usersCalls } from './users/calls';
import { walletCalls } from './wallet/calls';

/** Every module's calls; the registry refuses duplicates and calls without an audience prefix. */
export const allCalls: TAnyCall[] = [
  ...systemCalls,
  ...contactCalls,
  ...documentsCalls,
  ...accountCalls,
  ...notificationCalls,
  ...propertiesCalls,
  ...jobCalls,
  ...paymentCalls,
  ...walletCalls,
  ...productCalls,
  ...usersCalls,
  ...auditCalls,
  ...settingsCalls,
  ...bookingCalls,
  ...refundCalls,
  ...appointmentCalls,
  ...creditCheckCalls,
  ...bookingSettlementCalls,
  ...tenancyCalls,
  ...inventoryCalls,
  ...billingCalls,
  ...agreementCalls,
];
