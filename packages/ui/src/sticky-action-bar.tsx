import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cx } from './cx';

/**
 * The CSS variable the toast viewport sits above (toast-list.tsx: `bottom: var(--sewa-toast-offset, 0)`):
 * the height of the tallest sticky action bar on the page, so a toast never covers a form's buttons.
 */
export const TOAST_OFFSET_VAR = '--sewa-toast-offset';

const heights = new Map<HTMLElement, number>();

function applyOffset() {
  const tallest = Math.max(0, ...heights.values());
  const root = document.documentElement.style;
  if (tallest > 0) root.setProperty(TOAST_OFFSET_VAR, `${tallest}px`);
  else root.removeProperty(TOAST_OFFSET_VAR);
}

/** Keeps toasts above `ref`'s element (a bar at the bottom of the screen) while it is mounted. */
export function useToastClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      heights.set(element, element.offsetHeight);
      applyOffset();
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      heights.delete(element);
      applyOffset();
    };
  }, [ref]);
}

const BAR =
  'sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border';

/**
 * A form's action bar that stays at the bottom of the screen while a long form scrolls; toasts sit above
 * it. `className` sets its layout (e.g. stacked buttons on phones).
 */
export function StickyActionBar({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return (
    <div ref={ref} data-action-bar="" className={cx(BAR, className ?? 'items-center justify-end')}>
      {children}
    </div>
  );
}
