import { adminGetProfileInfo, userGetProfile } from '@sewa/domain/accounts/calls';
import {
  adminListNotifications,
  adminMarkNotificationRead,
  userListNotifications,
  userMarkNotificationRead,
} from '@sewa/domain/notifications/calls';
import type { TListNotificationsInput } from '@sewa/domain/notifications/notification';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

export type TAudience = 'user' | 'admin';

// Each audience has its own calls (admins have their own token kind). Marking read and a pushed
// notification change the lists and the bell's unread count: the list queries of that audience.

const LIST = { user: userListNotifications, admin: adminListNotifications } as const;
const MARK_READ = { user: userMarkNotificationRead, admin: adminMarkNotificationRead } as const;

export const useNotifications = (
  audience: TAudience,
  input: TListNotificationsInput,
  options: { enabled?: boolean } = {},
) => useCall(LIST[audience], input, options);

/** Refreshes the audience's lists and unread count (after a pushed notification). */
/**
 * A pushed notification refreshes the list and the profile: a notification may say the account's access
 * changed (a role's keys), and the profile carries the keys the menus and route guards follow.
 */
export function useNotificationsChanged(audience: TAudience) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(LIST[audience]) }),
      queryClient.invalidateQueries({
        queryKey: callKey(audience === 'admin' ? adminGetProfileInfo : userGetProfile),
      }),
    ]);
}

export function useMarkNotificationRead(audience: TAudience) {
  const queryClient = useQueryClient();
  return useCallMutation(MARK_READ[audience], {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(LIST[audience]) }),
  });
}

/** The signed-in account's profile: its notification key and the session's privileges and flags. */
export function useNotificationProfile(audience: TAudience, isEnabled: boolean) {
  const user = useCall(userGetProfile, {}, { enabled: isEnabled && audience === 'user' });
  const admin = useCall(adminGetProfileInfo, {}, { enabled: isEnabled && audience === 'admin' });
  return audience === 'admin' ? admin.data?.info : user.data?.profile;
}
