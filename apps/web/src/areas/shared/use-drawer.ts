import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';

/** Open/close state of the phone-width menu drawer; any navigation closes it. */
export function useDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const href = useRouterState({ select: (state) => state.location.href });
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to `href` changing
  useEffect(() => setIsOpen(false), [href]);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  return { isOpen, open, close };
}
