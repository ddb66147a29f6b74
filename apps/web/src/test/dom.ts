import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom lacks ResizeObserver, which Radix form controls (a checkbox inside a form) measure with, and
 * scrollTo, which the router calls on every navigation. findBy/waitFor get more time than the default
 * second: these screens load lazily and the machine is shared.
 */
export function prepareDom(): void {
  configure({ asyncUtilTimeout: 4000 });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

/** The error text a FormField links to its control (aria-describedby → "…-error"), if any. */
export const fieldErrorOf = (input: HTMLElement): string | null | undefined => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
