import type { TPublicRental } from '@sewa/domain/properties/public-schemas';
import { Button, buttonClasses } from '@sewa/ui/button.tsx';
import { Link, useLocation, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The viewing form (slots, the dialog) loads when the visitor opens it, not with the listing page.
const ViewingDialog = lazy(() => import('./viewing-dialog').then((m) => ({ default: m.ViewingDialog })));

/**
 * A rental's "Book now" and "Book a viewing". Book now opens the booking when the operator takes online
 * bookings for it (the listing's own answer, `booking_blocked_by`: no call per rental); otherwise it stays
 * disabled and says why in words, and the viewing is the way in. Coming back from the login with
 * `?viewing=<rental_id>` opens that rental's viewing form again.
 */
export function BookingActions({
  rentalId,
  name,
  blockedBy,
}: {
  rentalId: number;
  name: string;
  blockedBy: TPublicRental['booking_blocked_by'];
}) {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const [isViewing, setIsViewing] = useState(() => String(search.viewing ?? '') === String(rentalId));
  const reasonId = useId();
  const reason = blockedBy ? t(`blocked.${blockedBy}`) : null;
  const canBook = blockedBy === null;
  return (
    <div className="flex flex-col gap-2">
      {reason && (
        <p id={reasonId} className="rounded-control bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {reason}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {canBook ? (
          <Link to={`/booking/${rentalId}`} className={buttonClasses('primary', 'md')}>
            {t('entry.book-now')}
          </Link>
        ) : (
          <Button disabled aria-describedby={reason ? reasonId : undefined}>
            {t('entry.book-now')}
          </Button>
        )}
        <Button variant={canBook ? 'outline' : 'primary'} onClick={() => setIsViewing(true)}>
          {t('entry.book-viewing')}
        </Button>
      </div>
      {isViewing && (
        <Suspense fallback={null}>
          <ViewingDialog
            open
            onOpenChange={setIsViewing}
            rentalId={rentalId}
            name={name}
            returnTo={`${location.pathname}?viewing=${rentalId}`}
          />
        </Suspense>
      )}
    </div>
  );
}
