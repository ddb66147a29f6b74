import { clsx } from 'clsx';

// One name for class joining across the kit, so a later switch (e.g. tailwind-merge) is a one-line change.
export const cx = clsx;

// Shared focus ring: visible for keyboard users, hidden for mouse clicks.
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

// Shared look of text-like controls (input, textarea, select trigger, date input).
export const controlBase =
  'block w-full rounded-control border bg-white px-3 py-2 text-base text-slate-900 shadow-xs sm:text-sm ' +
  'placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-600/40 focus:border-brand-600';

export const controlBorder = (isInvalid: boolean | undefined) =>
  isInvalid ? 'border-red-500 focus:border-red-600 focus:ring-red-500/30' : 'border-slate-300';
