import { Card } from '@sewa/ui';
import type { ReactNode } from 'react';

export const SECTION_IDS = [
  'buttons',
  'feedback',
  'inputs',
  'form',
  'numbers',
  'tabs',
  'dialogs',
  'toasts',
  'table',
  'dates',
  'upload',
  'editor',
  'signature',
] as const;
export type TSectionId = (typeof SECTION_IDS)[number];

/** One showcase block; the id doubles as the in-page anchor (#ui-kit-upload) and e2e hook. */
export function UiKitSection({
  id,
  title,
  children,
}: {
  id: TSectionId;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card id={`ui-kit-${id}`} title={title} className="scroll-mt-20">
      {children}
    </Card>
  );
}

/** A labelled row of examples inside a section. */
export function Demo({ label, children }: { label?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      {label && <h3 className="text-sm font-medium text-slate-600">{label}</h3>}
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
