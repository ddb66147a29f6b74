import { adminListContactMessages, adminMarkContactMessage } from '@sewa/domain/contact/calls';
import { adminGetSettings, adminUpdateSettings, publicGetSiteSettings } from '@sewa/domain/settings/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The admin's general settings and the contact-us inbox.

export const useAdminSettings = () => useCall(adminGetSettings, {});

/** Saving answers the new settings: the admin form reads them back and the public pages refetch. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useCallMutation(adminUpdateSettings, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(adminGetSettings, {}), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(publicGetSiteSettings) });
    },
  });
}

/** A message marked handled or new moves between the inbox's tabs. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useCallMutation(adminMarkContactMessage, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(adminListContactMessages) }),
  });
}
