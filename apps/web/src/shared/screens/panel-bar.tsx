import type { ReactNode } from 'react';

/** The small text links of a table's action column. */
export const ROW_LINK_CLASSES = 'text-sm font-medium text-brand-700 hover:underline';

/** The line above a panel's table: what it lists, and the panel's main action when there is one. */
export function PanelBar({ description, action }: { description: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600">{description}</p>
      {action}
    </div>
  );
}
