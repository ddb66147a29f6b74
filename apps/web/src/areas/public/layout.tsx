import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MAIN_ID, SkipLink } from '../shared/skip-link';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Header, page, footer: the frame of the public site (also around the page-not-found screen). */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <PublicHeader />
      {/* At least a screen tall: while a page loads, the footer stays below the fold instead of being
          pushed down when the page arrives (a layout shift the visitor would see). */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
