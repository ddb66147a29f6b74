import { userGetCompany } from '@sewa/domain/accounts/calls';
import {
  adminGetGatewaySettlement,
  adminImportGatewaySettlement,
  adminListGatewaySettlements,
  publicDevExportGatewaySettlement,
  userGetGatewaySettlement,
  userImportGatewaySettlement,
  userListGatewaySettlements,
} from '@sewa/domain/payments/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { recordInput } from '../../../shared/screens/record-screen';

// Gateway settlement (payex-settlement): the operator imports its own gateway's report, the admin the
// platform's (wallet top-ups). The screens are the same; the contracts differ.

export type TSettlementArea = 'operator' | 'admin';

export const SETTLEMENT_CALLS = {
  operator: {
    list: userListGatewaySettlements,
    get: userGetGatewaySettlement,
    import: userImportGatewaySettlement,
  },
  admin: {
    list: adminListGatewaySettlements,
    get: adminGetGatewaySettlement,
    import: adminImportGatewaySettlement,
  },
} as const;

/**
 * Importing adds a report to the list; the answer is the new report's detail, so its screen reads it
 * from the cache.
 */
export function useImportSettlement(area: TSettlementArea) {
  const queryClient = useQueryClient();
  const calls = SETTLEMENT_CALLS[area];
  return useCallMutation(calls.import, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(calls.get, recordInput(answer.data.id)), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(calls.list) });
    },
  });
}

/** The operator's company, whose gateway the simulator's report is for (none on the admin site). */
export const useOwnCompanyId = (area: TSettlementArea) => {
  const query = useCall(userGetCompany, {}, { enabled: area === 'operator' });
  return query.data?.company.id;
};

/** Development only: the simulator's report of one day. It changes nothing the screens show. */
export const useExportSimulatorReport = () => useCallMutation(publicDevExportGatewaySettlement);
