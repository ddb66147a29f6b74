import type { TAnyContract } from '@sewa/domain/protocol/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '../../../app/api/hooks';

/**
 * Refetches every cached query of the given contracts (all their inputs), and waits for the ones on
 * screen. Each mutation names what it changes (docs/architecture.md, "A module's shape").
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return async (contracts: readonly TAnyContract[]) => {
    await Promise.all(contracts.map((c) => queryClient.invalidateQueries({ queryKey: callKey(c) })));
  };
}
