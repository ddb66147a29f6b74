import {
  adminCreateAgreementTemplate,
  adminGetAgreement,
  adminGetAgreementFees,
  adminGetAgreementTemplate,
  adminListAgreements,
  adminListAgreementTemplates,
  adminRecordAgreementStamping,
  adminUpdateAgreementFees,
  adminUpdateAgreementTemplate,
  userCreateAgreement,
  userCreateAgreementTemplate,
  userCreatePma,
  userDeleteAgreement,
  userDeleteAgreementTemplate,
  userDeletePma,
  userGetAgreement,
  userGetAgreementPdf,
  userGetAgreementTemplate,
  userGetPma,
  userGetPmaPdf,
  userListAgreements,
  userListAgreementTemplates,
  userListPmas,
  userRecordAgreementStamping,
  userReissueAgreement,
  userReissuePma,
  userRequestAgreementStamping,
  userSendAgreement,
  userSendPma,
  userSignAgreement,
  userSignPma,
  userUpdateAgreement,
  userUpdateAgreementTemplate,
  userUpdatePma,
  userVoidAgreement,
  userVoidPma,
} from '@sewa/domain/agreements/calls';
import { userListProperties } from '@sewa/domain/properties/calls-operator';
import type { TAnyContract } from '@sewa/domain/protocol/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The agreement screens' reads and changes (product §10). A change that answers the agreement writes it
// into that agreement's read; every change refreshes the lists and the PDF it changes.

export type TAgreementArea = 'operator' | 'tenant' | 'landlord' | 'admin';

export const AGREEMENT_CALLS = {
  operator: { list: userListAgreements, get: userGetAgreement },
  tenant: { list: userListAgreements, get: userGetAgreement },
  landlord: { list: userListAgreements, get: userGetAgreement },
  admin: { list: adminListAgreements, get: adminGetAgreement },
} as const;

export const TEMPLATE_CALLS = {
  operator: {
    list: userListAgreementTemplates,
    get: userGetAgreementTemplate,
    create: userCreateAgreementTemplate,
    update: userUpdateAgreementTemplate,
  },
  admin: {
    list: adminListAgreementTemplates,
    get: adminGetAgreementTemplate,
    create: adminCreateAgreementTemplate,
    update: adminUpdateAgreementTemplate,
  },
} as const;

/** Where each area reads one agreement. */
export const agreementPath = (area: TAgreementArea, id: number) =>
  area === 'operator'
    ? `/operator/view-agreement-detail/${id}`
    : area === 'landlord'
      ? `/landlord/view-agreement/${id}`
      : area === 'admin'
        ? `/admin/tenancy-e-agreement`
        : `/view-agreement/${id}`;

export const useAgreement = (id: number, enabled = true) =>
  useCall(userGetAgreement, { agreement_id: id }, { enabled });
/** The agreement's PDF (refreshed by every change of the agreement). */
export const useAgreementPdf = (id: number, enabled = true) =>
  useCall(userGetAgreementPdf, { agreement_id: id }, { enabled });

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...contracts: TAnyContract[]) =>
    Promise.all(contracts.map((c) => queryClient.invalidateQueries({ queryKey: callKey(c) })));
}

/** A change answering the agreement: its read is replaced, lists and PDF refreshed. */
function useAgreementChange<C extends TAnyContract>(contract: C) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useCallMutation(contract, {
    onSuccess: async (answer) => {
      const data = (answer as { data?: { id: number } }).data;
      if (data) queryClient.setQueryData(callKey(userGetAgreement, { agreement_id: data.id }), answer);
      await invalidate(userListAgreements, userGetAgreementPdf);
    },
  });
}

export const useCreateAgreement = () => useAgreementChange(userCreateAgreement);
export const useUpdateAgreement = () => useAgreementChange(userUpdateAgreement);
export const useSendAgreement = () => useAgreementChange(userSendAgreement);
export const useSignAgreement = () => useAgreementChange(userSignAgreement);
export const useVoidAgreement = () => useAgreementChange(userVoidAgreement);
export const useReissueAgreement = () => useAgreementChange(userReissueAgreement);
export const useRequestStamping = () => useAgreementChange(userRequestAgreementStamping);
export const useRecordStamping = () => useAgreementChange(userRecordAgreementStamping);

// ---- the admin's agreement screen (tenancy-e-agreement?agreement_id=) ----
export const useAdminAgreement = (id: number) => useCall(adminGetAgreement, { agreement_id: id });

/** The admin records the certificate of a stamping the platform did: the read is replaced, the list refreshed. */
export function useAdminRecordStamping() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useCallMutation(adminRecordAgreementStamping, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(adminGetAgreement, { agreement_id: answer.data.id }), answer);
      await invalidate(adminListAgreements);
    },
  });
}

/** Who records a stamp certificate: the operator (stamped itself) or an admin (the platform stamped). */
export const STAMPING_RECORDERS = { operator: useRecordStamping, admin: useAdminRecordStamping } as const;
export type TStampingRecorder = keyof typeof STAMPING_RECORDERS;

export function useDeleteAgreement() {
  const invalidate = useInvalidate();
  return useCallMutation(userDeleteAgreement, { onSuccess: () => invalidate(userListAgreements) });
}

// ---- templates ----
export const useTemplates = (
  area: 'operator' | 'admin',
  input: { kind?: 'tenancy' | 'pma'; origin?: 'default' | 'own' },
) => useCall(TEMPLATE_CALLS[area].list, { ...input, page: 1, page_size: 100 });
export const useTemplate = (area: 'operator' | 'admin', id: number | null) =>
  useCall(TEMPLATE_CALLS[area].get, { template_id: id ?? 0 }, { enabled: id !== null });

export function useCreateTemplate(area: 'operator' | 'admin') {
  const invalidate = useInvalidate();
  const calls = TEMPLATE_CALLS[area];
  return useCallMutation(calls.create, { onSuccess: () => invalidate(calls.list) });
}

export function useUpdateTemplate(area: 'operator' | 'admin') {
  const invalidate = useInvalidate();
  const calls = TEMPLATE_CALLS[area];
  return useCallMutation(calls.update, { onSuccess: () => invalidate(calls.list, calls.get) });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidate();
  return useCallMutation(userDeleteAgreementTemplate, {
    onSuccess: () => invalidate(userListAgreementTemplates),
  });
}

// ---- PMA (same shapes, their own calls) ----
export const usePma = (id: number, enabled = true) => useCall(userGetPma, { agreement_id: id }, { enabled });
export const usePmaPdf = (id: number, enabled = true) =>
  useCall(userGetPmaPdf, { agreement_id: id }, { enabled });

function usePmaChange<C extends TAnyContract>(contract: C) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useCallMutation(contract, {
    onSuccess: async (answer) => {
      const data = (answer as { data?: { id: number } }).data;
      if (data) queryClient.setQueryData(callKey(userGetPma, { agreement_id: data.id }), answer);
      await invalidate(userListPmas, userGetPmaPdf);
    },
  });
}
export const useCreatePma = () => usePmaChange(userCreatePma);
export const useSendPma = () => usePmaChange(userSendPma);
export const useSignPma = () => usePmaChange(userSignPma);
export const useVoidPma = () => usePmaChange(userVoidPma);
export const useUpdatePma = () => usePmaChange(userUpdatePma);
export const useReissuePma = () => usePmaChange(userReissuePma);

export function useDeletePma() {
  const invalidate = useInvalidate();
  return useCallMutation(userDeletePma, { onSuccess: () => invalidate(userListPmas) });
}

export type TAgreementKind = 'tenancy' | 'pma';

// The operator's moves on a draft or void agreement, per kind (shared/draft-actions.tsx). A screen shows
// one kind for its whole life, so `useDraftMoves(kind)` always calls the same hooks.
function useTenancyDraftMoves() {
  return {
    send: useSendAgreement(),
    remove: useDeleteAgreement(),
    reissue: useReissueAgreement(),
    voidIt: useVoidAgreement(),
  };
}
function usePmaDraftMoves() {
  return { send: useSendPma(), remove: useDeletePma(), reissue: useReissuePma(), voidIt: useVoidPma() };
}
const DRAFT_MOVES = { tenancy: useTenancyDraftMoves, pma: usePmaDraftMoves } as const;
export const useDraftMoves = (kind: TAgreementKind) => DRAFT_MOVES[kind]();

/** The company's properties for the PMA form (a company has at most a few hundred). */
export const usePropertyChoices = () => useCall(userListProperties, { page: 1, page_size: 100 });

// ---- the platform's agreement fees (admin) ----
export const useAgreementFees = () => useCall(adminGetAgreementFees, {});
export function useUpdateAgreementFees() {
  const queryClient = useQueryClient();
  return useCallMutation(adminUpdateAgreementFees, {
    onSuccess: (answer) => queryClient.setQueryData(callKey(adminGetAgreementFees, {}), answer),
  });
}
