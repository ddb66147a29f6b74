import {
  adminCreateRole,
  adminCreateSubAdmin,
  adminDeleteRole,
  adminGetSubAdmin,
  adminListRoles,
  adminListSubAdmins,
  adminUpdateRole,
  adminUpdateSubAdmin,
  userCreateRole,
  userCreateSubOperator,
  userDeleteRole,
  userGetSubOperator,
  userListRoles,
  userListTeam,
  userUpdateRole,
  userUpdateSubOperator,
} from '@sewa/domain/users/team-calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../../app/api/hooks';
import { recordInput } from '../../../../shared/screens/record-screen';

// The team screens' queries and mutations (product §2.2 users/team, §2.5 team).

export type TTeamArea = 'operator' | 'admin';

/** Each area's role calls: the role editor is the same, the catalogue and contracts differ. */
export const ROLE_CALLS = {
  operator: { list: userListRoles, create: userCreateRole, update: userUpdateRole, remove: userDeleteRole },
  admin: { list: adminListRoles, create: adminCreateRole, update: adminUpdateRole, remove: adminDeleteRole },
} as const;

/** Every role fits one page (a company keeps a handful). */
export const ALL_ROLES_INPUT = { page: 1, page_size: 100 } as const;

export function useAllRoles(area: TTeamArea) {
  const query = useCall(ROLE_CALLS[area].list, ALL_ROLES_INPUT);
  return { ...query, items: query.data?.data.items };
}

/** A role change shows in the role lists and in the members' role names. */
const useRolesChanged = (area: TTeamArea) => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: callKey(ROLE_CALLS[area].list) });
    await queryClient.invalidateQueries({
      queryKey: callKey(area === 'admin' ? adminListSubAdmins : userListTeam),
    });
  };
};

export function useCreateRole(area: TTeamArea) {
  return useCallMutation(ROLE_CALLS[area].create, { onSuccess: useRolesChanged(area) });
}
export function useUpdateRole(area: TTeamArea) {
  return useCallMutation(ROLE_CALLS[area].update, { onSuccess: useRolesChanged(area) });
}
export function useDeleteRole(area: TTeamArea) {
  return useCallMutation(ROLE_CALLS[area].remove, { onSuccess: useRolesChanged(area) });
}

// ---- sub-operators ----

/** A saved member replaces the one on screen; the team list and role member counts change. */
const useMemberSaved = () => {
  const queryClient = useQueryClient();
  return async (answer: { data: { id: number } }) => {
    queryClient.setQueryData(callKey(userGetSubOperator, recordInput(answer.data.id)), answer);
    await queryClient.invalidateQueries({ queryKey: callKey(userListTeam) });
    await queryClient.invalidateQueries({ queryKey: callKey(userListRoles) });
  };
};

export function useCreateSubOperator() {
  return useCallMutation(userCreateSubOperator, { onSuccess: useMemberSaved() });
}
export function useUpdateSubOperator() {
  return useCallMutation(userUpdateSubOperator, { onSuccess: useMemberSaved() });
}

/** A member's status changed on its screen: the team list shows it. */
export function useTeamListChanged(area: TTeamArea) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: callKey(area === 'admin' ? adminListSubAdmins : userListTeam),
    });
}

// ---- sub-admins ----

const useSubAdminSaved = () => {
  const queryClient = useQueryClient();
  return async (answer: { data: { id: number } }) => {
    queryClient.setQueryData(callKey(adminGetSubAdmin, recordInput(answer.data.id)), answer);
    await queryClient.invalidateQueries({ queryKey: callKey(adminListSubAdmins) });
    await queryClient.invalidateQueries({ queryKey: callKey(adminListRoles) });
  };
};

export function useCreateSubAdmin() {
  return useCallMutation(adminCreateSubAdmin, { onSuccess: useSubAdminSaved() });
}
export function useUpdateSubAdmin() {
  return useCallMutation(adminUpdateSubAdmin, { onSuccess: useSubAdminSaved() });
}

export { adminGetSubAdmin, adminListSubAdmins, userGetSubOperator, userListTeam };
