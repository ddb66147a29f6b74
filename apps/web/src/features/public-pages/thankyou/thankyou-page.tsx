import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/page-container';
import { usePageTitle } from '../../../shared/use-page-title';

/**
 * /thankyou: where flows that finish outside the app (payments, sign-ups) land. `?booking=b-<n>`: a
 * booking's payment succeeded, with the way to the booking and the booking history.
 */
export function ThankYouPage() {
  const { t } = useTranslation('public');
  const booking = useTranslation('booking').t;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const bookingRef =
    typeof search.booking === 'string' && /^b-[0-9]+$/.test(search.booking) ? search.booking : null;
  usePageTitle(bookingRef ? booking('thankyou.title') : t('thankyou.page-title'));
  return (
    <PageContainer width="narrow" className="py-16 text-center sm:py-24">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        {bookingRef ? booking('thankyou.title') : t('thankyou.title')}
      </h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        {bookingRef ? booking('thankyou.body', { ref: bookingRef }) : t('thankyou.body')}
      </p>
      {bookingRef ? (
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={`/booking/${bookingRef}`} className={buttonClasses('primary', 'lg')}>
            {booking('thankyou.view')}
          </Link>
          <Link to="/booking-history" className={buttonClasses('outline', 'lg')}>
            {booking('thankyou.history')}
          </Link>
        </div>
      ) : (
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/homepage" className={buttonClasses('primary', 'lg')}>
            {t('thankyou.home')}
          </Link>
          <Link to="/propertylist" className={buttonClasses('outline', 'lg')}>
            {t('thankyou.browse')}
          </Link>
        </div>
      )}
    </PageContainer>
  );
}
