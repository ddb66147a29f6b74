import { Button } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export type TReminder = {
  id: string;
  text: ReactNode;
  action: string;
  to: string;
  tone?: 'info' | 'warning';
};

/** Things the account still needs (verify the e-mail, set a PIN, the trial ending), each with its link. */
export function Reminders({ items }: { items: readonly TReminder[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" data-testid="dashboard-reminders">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid={`reminder-${item.id}`}
          className={
            item.tone === 'warning'
              ? 'flex flex-col gap-2 rounded-card border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between'
              : 'flex flex-col gap-2 rounded-card border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between'
          }
        >
          <span>{item.text}</span>
          <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
            <Link to={item.to}>{item.action}</Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
