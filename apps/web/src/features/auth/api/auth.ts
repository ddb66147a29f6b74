import {
  publicForgotPassword,
  publicLogin,
  publicLoginAdmin,
  publicRegister,
  publicResetPassword,
  publicVerifyEmail,
  userGetProfile,
  userRequestPinOtp,
  userResendVerificationEmail,
  userResetPin,
  userSetPin,
  userVerifyPin,
} from '@sewa/domain/accounts/calls';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The sign-in screens' calls. Signing in or up starts a new session: the caller clears the whole cache
// (nothing of an earlier session may show). A saved PIN or a verified e-mail changes the profile.

export const useLogin = () => useCallMutation(publicLogin);
export const useLoginAdmin = () => useCallMutation(publicLoginAdmin);
export const useRegister = () => useCallMutation(publicRegister);
export const useForgotPassword = () => useCallMutation(publicForgotPassword);
export const useResetPassword = () => useCallMutation(publicResetPassword);
export const useResendVerificationEmail = () => useCallMutation(userResendVerificationEmail);
export const useRequestPinOtp = () => useCallMutation(userRequestPinOtp);
export const useVerifyPin = () => useCallMutation(userVerifyPin);

/** The signed-in user's profile (`has_pin`, the e-mail and whether it is verified). */
export function useMyProfile() {
  const query = useCall(userGetProfile, {});
  return { ...query, profile: query.data?.profile };
}

/** Sets (first time) or resets the PIN; the profile's `has_pin` changes. */
export function useSavePin(isReset: boolean) {
  const queryClient = useQueryClient();
  return useCallMutation(isReset ? userResetPin : userSetPin, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(userGetProfile) }),
  });
}

/**
 * Opens the e-mail link once (the token is single use: never retried or refetched). A verified address
 * changes the profile (the dashboard's "verify your e-mail" reminder reads it).
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  const query = useCall(
    publicVerifyEmail,
    { token },
    { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
  );
  const isVerified = query.isSuccess;
  useEffect(() => {
    if (isVerified) void queryClient.invalidateQueries({ queryKey: callKey(userGetProfile) });
  }, [isVerified, queryClient]);
  return query;
}
