import { vi } from 'vitest';

/** jsdom lacks ResizeObserver, which Radix form controls (checkbox inside a form) measure with. */
export function installResizeObserver(): void {
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
