import { adminGetProfileInfo, userGetProfile } from '@sewa/domain/accounts/calls';
import { useCall } from '../../../app/api/hooks';

// The dashboards only read: the account's profile says what to remind the user of.

export function useDashboardProfile() {
  const query = useCall(userGetProfile, {});
  return { ...query, profile: query.data?.profile };
}

export function useDashboardAdmin() {
  const query = useCall(adminGetProfileInfo, {});
  return { ...query, info: query.data?.info };
}
