import {
  publicGetEsignAgreement,
  publicGetEsignAgreementPdf,
  publicSignEsignAgreement,
} from '@sewa/domain/agreements/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The public /e-sign page (ADR 0022): the signing link's token is the only credential. A link signs
// once, so its reads are not fetched again by themselves (a refetch after signing would be 104), and the
// signature's answer replaces the document read.

const ONCE = { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false } as const;

export const useEsignAgreement = (token: string) =>
  useCall(publicGetEsignAgreement, { token }, { ...ONCE, enabled: token !== '' });
export const useEsignAgreementPdf = (token: string, enabled: boolean) =>
  useCall(publicGetEsignAgreementPdf, { token }, { ...ONCE, enabled: enabled && token !== '' });

export function useSignEsignAgreement(token: string) {
  const queryClient = useQueryClient();
  return useCallMutation(publicSignEsignAgreement, {
    onSuccess: (answer) => queryClient.setQueryData(callKey(publicGetEsignAgreement, { token }), answer),
  });
}
