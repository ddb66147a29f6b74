import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../../app/api/hooks';
import { usePropertiesArea } from './area';
import type { TAreaCalls } from './calls';
import { ScreenState } from '../../../shared/screens/screen-state';

/**
 * A screen about the record `{id}` of the address: reads it with the area's `call` (operator, admin or
 * landlord), shows loading and failure, and renders the record once it has it.
 */
export function RecordScreen<T>({
  call,
  children,
}: {
  call: 'get' | 'getUnit' | 'getRoom';
  children: (record: T) => ReactNode;
}) {
  const { id } = useParams({ strict: false }) as { id: string };
  const { calls } = usePropertiesArea();
  const query = useApiQuery<T>((calls satisfies TAreaCalls)[call], { id });
  return (
    <ScreenState query={query} data={query.data?.data}>
      {children}
    </ScreenState>
  );
}
