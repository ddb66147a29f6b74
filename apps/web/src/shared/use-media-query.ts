import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (a rotated phone, a resized window). Where the
 * browser cannot tell (no matchMedia, as in jsdom), it answers `fallback`. The server's render of a page
 * (ADR 0029) and the browser's hydration of it answer `onServer`, then the browser re-renders with the
 * real answer.
 */
export function useMediaQuery(query: string, fallback = true, onServer = fallback): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => onServer,
  );
}
