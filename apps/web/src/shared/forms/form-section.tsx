import { Card } from '@sewa/ui/card.tsx';
import type { ReactNode } from 'react';

/** A titled block of a long form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} description={description}>
      <div className="flex flex-col gap-4">{children}</div>
    </Card>
  );
}
