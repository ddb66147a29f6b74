import { useParams, useSearch } from '@tanstack/react-router';

// The address's id and query values as the inventory screens read them (the router may hand a number
// or a string; anything else reads as absent).

/** A positive whole number of the address, or undefined. */
export const idOf = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The `$id` of the path. */
export function usePathId(): number {
  const { id } = useParams({ strict: false }) as { id?: string };
  return idOf(id) ?? 0;
}

/** The screen's query values (untyped: each screen reads its own with idOf or a list check). */
export const useQuery = () => useSearch({ strict: false }) as Record<string, unknown>;
