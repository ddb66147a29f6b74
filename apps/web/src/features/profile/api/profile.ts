import {
  adminChangePassword,
  adminGetProfileInfo,
  adminUpdateProfile,
  userChangePassword,
  userDeleteAccount,
  userGetCompany,
  userGetProfile,
  userUpdateCompany,
  userUpdateProfile,
} from '@sewa/domain/accounts/calls';
import { userGetPaymentGateway, userVerifyPaymentGateway } from '@sewa/domain/payments/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The profile screens' queries and mutations. A save puts the saved record in its query's place (the
// answer is the new record), so nothing else needs fetching again.

/** The signed-in user's profile (`profile` of user-get-profile). */
export function useUserProfile() {
  const query = useCall(userGetProfile, {});
  return { ...query, profile: query.data?.profile };
}

/** The signed-in admin's profile (`info` of admin-get-profile-info). */
export function useAdminProfile() {
  const query = useCall(adminGetProfileInfo, {});
  return { ...query, info: query.data?.info };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useCallMutation(userUpdateProfile, {
    onSuccess: (answer) => queryClient.setQueryData(callKey(userGetProfile, {}), answer),
  });
}

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useCallMutation(adminUpdateProfile, {
    onSuccess: (answer) => queryClient.setQueryData(callKey(adminGetProfileInfo, {}), answer),
  });
}

/** Changing the password changes no record the screens show. */
export const useChangePassword = (audience: 'user' | 'admin') =>
  useCallMutation(audience === 'admin' ? adminChangePassword : userChangePassword);

/** The account is gone afterwards: the caller clears the whole cache with the session. */
export const useDeleteAccount = () => useCallMutation(userDeleteAccount);

/** The operator's company (`company` of user-get-company). */
export function useCompany() {
  const query = useCall(userGetCompany, {});
  return { ...query, company: query.data?.company };
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useCallMutation(userUpdateCompany, {
    onSuccess: (answer) => {
      queryClient.setQueryData(callKey(userGetCompany, {}), answer);
      // New credentials need verifying again: the gateway's state follows them.
      return queryClient.invalidateQueries({ queryKey: callKey(userGetPaymentGateway) });
    },
  });
}

/** Whether the company's online payments are activated (its credentials verified with the gateway). */
export function usePaymentGateway() {
  const query = useCall(userGetPaymentGateway, {});
  return { ...query, gateway: query.data?.data };
}

export function useVerifyPaymentGateway() {
  const queryClient = useQueryClient();
  return useCallMutation(userVerifyPaymentGateway, {
    onSuccess: (answer) => queryClient.setQueryData(callKey(userGetPaymentGateway, {}), answer),
  });
}
