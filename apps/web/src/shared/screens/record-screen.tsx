import type { ZIdInput } from '@sewa/domain/forms/shapes';
import type { TCallContract, TCallData, TCallInput, TCallName } from '@sewa/domain/protocol/contract';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useCall } from '../../app/api/hooks';
import { ScreenState } from './screen-state';

/** A call that reads one record by its id (`{ id }` in, `{ data: record }` out). */
export type TRecordContract = TCallContract<TCallName, typeof ZIdInput, z.ZodType>;

/** The query key input of the record `{id}`: as the address has it, so a later setQueryData finds it. */
export const recordInput = (id: number | string) => ({ id: String(id) });

/**
 * A screen about the record `{id}` of the address: reads it with `contract`, shows loading and failure,
 * and renders the record once it has it.
 */
export function RecordScreen<C extends TRecordContract>({
  contract,
  children,
}: {
  contract: C;
  children: (record: TCallData<C>) => ReactNode;
}) {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = useCall(contract, recordInput(id) as TCallInput<C>);
  const record = (query.data as { data?: TCallData<C> } | undefined)?.data;
  return (
    <ScreenState query={query} data={record}>
      {children}
    </ScreenState>
  );
}
