import type { TRating } from '@sewa/domain/users/tenants-schemas';
import { ZDisputeRatingInput } from '@sewa/domain/users/tenants-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { LoadError } from '../../../shared/listings/load-error';
import { usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { TENANT_CALLS, useDisputeRating } from './api/tenants';
import { RatingCard } from './tenant-profile-view';

// ratings (product §1 tenant ratings by operators): what operators said about the tenant, each open to
// one dispute that an admin reviews.

export function MyRatingsPage() {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  const paged = usePagedCall(TENANT_CALLS.myRatings, {}, 50);
  const dispute = useDisputeRating();
  const [disputing, setDisputing] = useState<TRating | null>(null);
  const { query } = paged;

  let body: React.ReactNode;
  if (query.isError && !query.data) body = <LoadError error={query.error} onRetry={() => query.refetch()} />;
  else if (!query.data)
    body = (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  else if (paged.rows.length === 0)
    body = <EmptyState title={t('my.empty-title')} description={t('my.empty')} />;
  else
    body = (
      <ul className="flex flex-col gap-3" aria-label={t('my.title')}>
        {paged.rows.map((r) => (
          <RatingCard
            key={r.id}
            rating={r}
            actions={
              r.status === 'active' && r.disputed_at === null ? (
                <div>
                  <Button size="sm" variant="outline" onClick={() => setDisputing(r)}>
                    {t('my.dispute')}
                  </Button>
                </div>
              ) : r.status === 'disputed' ? (
                <p className="text-sm text-amber-800">{t('my.under-review')}</p>
              ) : null
            }
          />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader title={t('my.title')} description={t('my.description')} />
      {body}
      {disputing && (
        <TextDialog
          id="dispute-rating"
          title={t('my.dispute-title')}
          description={t('my.dispute-message', { company: disputing.company_name })}
          label={t('my.reason')}
          hint={t('my.reason-hint')}
          confirmLabel={t('my.send')}
          cancelLabel={t('common.cancel')}
          failedTitle={t('my.failed')}
          schema={ZDisputeRatingInput}
          field="reason"
          toInput={(reason) => ({ id: disputing.id, reason })}
          onConfirm={async (reason) => {
            await dispute.mutateAsync({ id: disputing.id, reason });
            toast.success(t('my.sent'));
          }}
          onClose={() => setDisputing(null)}
        />
      )}
    </div>
  );
}
