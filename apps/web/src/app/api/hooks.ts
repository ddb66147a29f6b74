import type { TApiResponse } from '@sewa/domain';
import { type UseMutationOptions, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { callApi, type TPayload } from './client';

type TQueryOptions<TData> = Omit<UseQueryOptions<TApiResponse<TData>, ApiError>, 'queryKey' | 'queryFn'>;

/** The query key of a call: its name, then its payload (so invalidating by name hits every variant). */
export const apiQueryKey = (call: string, payload: TPayload = {}) => [call, payload] as const;

export function useApiQuery<TData = unknown>(
  call: string,
  payload: TPayload = {},
  options: TQueryOptions<TData> = {},
) {
  return useQuery<TApiResponse<TData>, ApiError>({
    queryKey: apiQueryKey(call, payload),
    queryFn: ({ signal }) => callApi<TData>(call, payload, { signal }),
    ...options,
  });
}

export function useApiMutation<TData = unknown, TVariables extends TPayload = TPayload>(
  call: string,
  options: Omit<UseMutationOptions<TApiResponse<TData>, ApiError, TVariables>, 'mutationFn'> = {},
) {
  return useMutation<TApiResponse<TData>, ApiError, TVariables>({
    mutationFn: (variables) => callApi<TData>(call, variables),
    ...options,
  });
}
