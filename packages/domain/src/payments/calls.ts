import { dataOf, pageOf, ZEmpty, ZIdInput } from '../forms/shapes';
import { defineContract, type TFileRule } from '../protocol/contract';
import {
  ZAdminImportSettlementInput,
  ZAdminListSettlementsInput,
  ZCompletePaymentInput,
  ZExportSettlementInput,
  ZImportSettlementInput,
  ZListSettlementsInput,
  ZPayment,
  ZPaymentGatewayStatus,
  ZPaymentRefInput,
  ZSettlementDetail,
  ZSettlementExport,
  ZSettlementSummary,
} from './schemas';

// Payment gateway, payments and gateway settlements.

export const userGetPaymentGateway = defineContract({
  name: 'user-get-payment-gateway',
  input: ZEmpty,
  output: dataOf(ZPaymentGatewayStatus),
});

/** Checks the company's stored credentials against the gateway; activates its online payments. */
export const userVerifyPaymentGateway = defineContract({
  name: 'user-verify-payment-gateway',
  input: ZEmpty,
  output: dataOf(ZPaymentGatewayStatus),
});

/** A payment the caller's company made or receives, or (tenant) one the caller paid; the return page
 * reads its status. */
export const userGetPayment = defineContract({
  name: 'user-get-payment',
  input: ZPaymentRefInput,
  output: dataOf(ZPayment),
});

/** Development and test only: what the simulator's Success / Failure / Cancel buttons do. */
export const publicDevCompletePayment = defineContract({
  name: 'public-dev-complete-payment',
  input: ZCompletePaymentInput,
  output: dataOf(ZPayment),
});

/** The settlement report: one CSV file (UTF-8 text, checked by content), at most 1 MB. */
export const SETTLEMENT_CSV_FILES = {
  csv: { kind: 'csv', maxFiles: 1, maxSizeMb: 1 },
} as const satisfies Record<string, TFileRule>;

export const userImportGatewaySettlement = defineContract({
  name: 'user-import-gateway-settlement',
  input: ZImportSettlementInput,
  output: dataOf(ZSettlementDetail),
  files: SETTLEMENT_CSV_FILES,
});

export const userListGatewaySettlements = defineContract({
  name: 'user-list-gateway-settlements',
  input: ZListSettlementsInput,
  output: dataOf(pageOf(ZSettlementSummary)),
});

export const userGetGatewaySettlement = defineContract({
  name: 'user-get-gateway-settlement',
  input: ZIdInput,
  output: dataOf(ZSettlementDetail),
});

/** The platform's own settlement report (wallet top-ups paid through the platform's gateway). */
export const adminImportGatewaySettlement = defineContract({
  name: 'admin-import-gateway-settlement',
  input: ZAdminImportSettlementInput,
  output: dataOf(ZSettlementDetail),
  files: SETTLEMENT_CSV_FILES,
});

export const adminListGatewaySettlements = defineContract({
  name: 'admin-list-gateway-settlements',
  input: ZAdminListSettlementsInput,
  output: dataOf(pageOf(ZSettlementSummary)),
});

export const adminGetGatewaySettlement = defineContract({
  name: 'admin-get-gateway-settlement',
  input: ZIdInput,
  output: dataOf(ZSettlementDetail),
});

/** Development and test only: the simulator's settlement report of one day, as the portal exports it. */
export const publicDevExportGatewaySettlement = defineContract({
  name: 'public-dev-export-gateway-settlement',
  input: ZExportSettlementInput,
  output: dataOf(ZSettlementExport),
});
