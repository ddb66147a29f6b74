import {
  adminGetContractor,
  adminGetLandlord,
  adminListContractors,
  adminListLandlords,
  adminUpdateContractor,
  adminUpdateLandlord,
  userArchiveVendor,
  userCreateContractorProfile,
  userCreateLandlordProfile,
  userCreateSubContractor,
  userCreateVendorProfile,
  userGetContractor,
  userGetLandlord,
  userGetSubContractor,
  userGetSubContractorOptions,
  userGetVendor,
  userListContractors,
  userListLandlordOptions,
  userListLandlords,
  userListSubContractors,
  userListVendors,
  userUnarchiveVendor,
  userUpdateContractor,
  userUpdateLandlord,
  userUpdateSubContractor,
  userUpdateVendor,
} from '@sewa/domain/users/partners-calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../../app/api/hooks';
import { recordInput } from '../../../../shared/screens/record-screen';

// The partners screens' queries and mutations (product §2.2 users, §2.4, §2.5). Operators work on their
// company's landlords and contractors, admins on every company's: same screens, other contracts.

export type TPartnerArea = 'operator' | 'admin';

export const LANDLORD_CALLS = {
  operator: { list: userListLandlords, get: userGetLandlord, update: userUpdateLandlord },
  admin: { list: adminListLandlords, get: adminGetLandlord, update: adminUpdateLandlord },
} as const;

export const CONTRACTOR_CALLS = {
  operator: { list: userListContractors, get: userGetContractor, update: userUpdateContractor },
  admin: { list: adminListContractors, get: adminGetContractor, update: adminUpdateContractor },
} as const;

export const VENDOR_CALLS = { list: userListVendors, get: userGetVendor } as const;
export const SUB_CONTRACTOR_CALLS = { list: userListSubContractors, get: userGetSubContractor } as const;

// ---- landlords ----

/** A new landlord: its record is the answer; the lists and the property form's owner choices change. */
export function useCreateLandlord() {
  const queryClient = useQueryClient();
  return useCallMutation(userCreateLandlordProfile, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(userGetLandlord, recordInput(answer.data.id)), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(userListLandlords) }),
        queryClient.invalidateQueries({ queryKey: callKey(userListLandlordOptions) }),
      ]);
    },
  });
}

/** The saved landlord replaces the one on screen; its list (and the owner choices: its name) change. */
export function useUpdateLandlord(area: TPartnerArea) {
  const queryClient = useQueryClient();
  const calls = LANDLORD_CALLS[area];
  return useCallMutation(calls.update, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(calls.get, recordInput(answer.data.id)), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(calls.list) }),
        area === 'operator'
          ? queryClient.invalidateQueries({ queryKey: callKey(userListLandlordOptions) })
          : undefined,
      ]);
    },
  });
}

// ---- contractors ----

export function useCreateContractor() {
  const queryClient = useQueryClient();
  return useCallMutation(userCreateContractorProfile, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(userGetContractor, recordInput(answer.data.id)), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(userListContractors) });
    },
  });
}

export function useUpdateContractor(area: TPartnerArea) {
  const queryClient = useQueryClient();
  const calls = CONTRACTOR_CALLS[area];
  return useCallMutation(calls.update, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(calls.get, recordInput(answer.data.id)), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(calls.list) });
    },
  });
}

// ---- vendors ----

const useVendorSaved = () => {
  const queryClient = useQueryClient();
  return async (answer: { data: { id: number } }) => {
    queryClient.setQueryData(callKey(userGetVendor, recordInput(answer.data.id)), answer);
    await queryClient.invalidateQueries({ queryKey: callKey(userListVendors) });
  };
};

export function useCreateVendor() {
  return useCallMutation(userCreateVendorProfile, { onSuccess: useVendorSaved() });
}
export function useUpdateVendor() {
  return useCallMutation(userUpdateVendor, { onSuccess: useVendorSaved() });
}
export function useArchiveVendor() {
  return useCallMutation(userArchiveVendor, { onSuccess: useVendorSaved() });
}
export function useUnarchiveVendor() {
  return useCallMutation(userUnarchiveVendor, { onSuccess: useVendorSaved() });
}

// ---- a contractor's sub-contractors ----

/** The categories the contractor may give its sub-contractors (its own). */
export function useSubContractorOptions() {
  return useCall(userGetSubContractorOptions, {});
}

const useSubContractorSaved = () => {
  const queryClient = useQueryClient();
  return async (answer: { data: { id: number } }) => {
    queryClient.setQueryData(callKey(userGetSubContractor, recordInput(answer.data.id)), answer);
    await queryClient.invalidateQueries({ queryKey: callKey(userListSubContractors) });
  };
};

export function useCreateSubContractor() {
  return useCallMutation(userCreateSubContractor, { onSuccess: useSubContractorSaved() });
}
export function useUpdateSubContractor() {
  return useCallMutation(userUpdateSubContractor, { onSuccess: useSubContractorSaved() });
}
