import { adminGetProfileInfo, userGetProfile } from '@sewa/domain/accounts/calls';
import { adminGetSystemStatus } from '@sewa/domain/system/calls';
import { userGetMyTenancySummary, userGetTenancyStats } from '@sewa/domain/tenancy/calls';
import { useCall } from '../../../app/api/hooks';

// The dashboards only read: the account's profile says what to remind the user of; the tenant's tenancy
// summary and the operator's tenancy figures fill their dashboards.

export function useDashboardProfile() {
  const query = useCall(userGetProfile, {});
  return { ...query, profile: query.data?.profile };
}

export function useDashboardAdmin() {
  const query = useCall(adminGetProfileInfo, {});
  return { ...query, info: query.data?.info };
}

/** The tenant's current tenancy, next payment and open items. */
export function useTenancySummary() {
  const query = useCall(userGetMyTenancySummary, {}, { retry: false });
  return { ...query, summary: query.data?.data };
}

/** The operator's tenancy and vacancy figures (only with the tenancy privilege). */
export function useTenancyStats(isEnabled: boolean) {
  const query = useCall(userGetTenancyStats, {}, { enabled: isEnabled, retry: false });
  return { ...query, stats: query.data?.data };
}

/** Which services the server simulates (the admin dashboard's banner); quiet when it cannot be read. */
export function useSystemStatus() {
  const query = useCall(adminGetSystemStatus, {}, { retry: false });
  return { ...query, status: query.data?.data };
}
