import type { TAnyContract, TCallInput, TCallResult } from '@sewa/domain/protocol/contract';
import { type UseMutationOptions, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { callApi } from './client';
import type { TContractRef } from './contract-ref';

// Query and mutation hooks over the typed client. A feature's `api/` file wraps these per contract and
// says which queries each mutation changes (docs/architecture.md, "A module's shape").

type TQueryOptions<C extends TAnyContract, TSelected> = Omit<
  UseQueryOptions<TCallResult<C>, ApiError, TSelected>,
  'queryKey' | 'queryFn'
>;

/** The query key of a call: its name, then its input (so invalidating by name hits every variant). */
export const callKey = <C extends TAnyContract>(contract: C | TContractRef<C>, input?: TCallInput<C>) =>
  input === undefined ? ([contract.name] as const) : ([contract.name, input] as const);

export function useCall<C extends TAnyContract, TSelected = TCallResult<C>>(
  contract: C | TContractRef<C>,
  input: TCallInput<C>,
  options: TQueryOptions<C, TSelected> = {},
) {
  return useQuery<TCallResult<C>, ApiError, TSelected>({
    queryKey: callKey(contract, input),
    queryFn: ({ signal }) => callApi(contract, input, { signal }),
    ...options,
  });
}

export function useCallMutation<C extends TAnyContract, TContext = unknown>(
  contract: C | TContractRef<C>,
  options: Omit<UseMutationOptions<TCallResult<C>, ApiError, TCallInput<C>, TContext>, 'mutationFn'> = {},
) {
  return useMutation<TCallResult<C>, ApiError, TCallInput<C>, TContext>({
    mutationFn: (input) => callApi(contract, input),
    ...options,
  });
}
