import { Button } from '@sewa/ui/button.tsx';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (its schema, react-hook-form, the select) loads when the visitor opens it, not with the page.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** "Report this listing": the button, and the report form while it is open. */
export function ReportListing({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('listings');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M4 2a1 1 0 0 1 1 1v.5h9.3a1 1 0 0 1 .8 1.6L13 8l2.1 2.9a1 1 0 0 1-.8 1.6H5V18a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Z" />
        </svg>
        {t('report.open')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog propertyId={propertyId} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
