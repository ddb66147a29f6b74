import { userListLandlordOptions } from '@sewa/domain/users/partners-calls';
import { useCall } from '../../../app/api/hooks';

// The property form's owner picker (product §2.2: "the property form gets its owner-landlord picker from
// this list"): every landlord of the company, under the `properties` privilege (user-list-landlord-options),
// so a team member who edits properties but not users can still pick one.

export function useLandlordOptions() {
  const query = useCall(userListLandlordOptions, {});
  return { ...query, items: query.data?.data.items ?? [] };
}
