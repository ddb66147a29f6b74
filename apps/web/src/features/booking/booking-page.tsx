import { Button } from '@sewa/ui/button.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { ToastProvider } from '@sewa/ui/toast.tsx';
import { Link, useLocation, useParams, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { signInTarget } from '../../shared/account/return-after-sign-in';
import { isNotFound } from '../../shared/forms/error-text';
import { LoadError } from '../../shared/listings/load-error';
import { PageContainer } from '../../shared/page-container';
import { Notice } from '../../shared/screens/notice';
import { FailureTitle } from '../../shared/screens/screen-state';
import { usePageTitle } from '../../shared/use-page-title';
import { useBooking, useBookingTerms } from './api/booking';
import { bookingIdOf, day, placeText, rm } from './booking-labels';
import { NewBooking } from './new-booking';
import { ResumeBooking } from './resume-booking';
import { isConflict, useServerText } from './server-text';

/**
 * /booking/{id}: `{id}` a rental id starts a booking (`?link=` a personal link's agreed terms);
 * `b-<n>` resumes booking n where it stopped. Built for a phone first.
 */
export function BookingPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const bookingId = bookingIdOf(id);
  const link = typeof search.link === 'string' && search.link.trim() !== '' ? search.link.trim() : undefined;
  // The public layout has no toasts of its own (a no-op when a layout provides them).
  return (
    <ToastProvider>
      <PageContainer width="narrow" className="flex flex-col gap-5">
        {bookingId !== null ? (
          <ResumeBookingPage key={id} bookingId={bookingId} />
        ) : (
          <NewBookingPage key={id} rentalId={Number(id)} link={link} />
        )}
      </PageContainer>
    </ToastProvider>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-16 text-brand-700">
      <Spinner size="lg" />
    </div>
  );
}

/** What is being booked: the photo, the place, who manages it and the rent. */
function BookingHeader({
  title,
  place,
  company,
  coverUrl,
  facts,
}: {
  title: string;
  place: string;
  company: string;
  coverUrl?: string | null;
  facts: readonly (readonly [string, string])[];
}) {
  const { t } = useTranslation('booking');
  usePageTitle(title);
  return (
    <header className="flex gap-3">
      {coverUrl && (
        <img src={coverUrl} alt="" className="size-20 shrink-0 rounded-card object-cover sm:size-24" />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
        <p className="text-sm text-slate-700">{place}</p>
        <p className="text-xs text-slate-500">{t('page.by', { company })}</p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-slate-500">{label}:</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

function NewBookingPage({ rentalId, link }: { rentalId: number; link: string | undefined }) {
  const { t } = useTranslation('booking');
  const serverText = useServerText();
  const query = useBookingTerms(rentalId, link);
  const terms = query.terms;
  if (query.isError) {
    const missing = isNotFound(query.error);
    // A refused link (expired, not valid) says why in the server's words.
    const refused = isConflict(query.error);
    return (
      <>
        <FailureTitle missing={missing} />
        <LoadError
          title={missing ? t('page.rental-not-found') : refused ? serverText(query.error) : undefined}
          error={query.error}
          onRetry={missing || refused ? undefined : () => void query.refetch()}
        />
      </>
    );
  }
  if (!terms) return <Loading />;
  const rent = terms.link?.agreed_rent_sen ?? terms.monthly_rent_sen;
  const facts: [string, string][] = [
    [
      terms.link?.agreed_rent_sen ? t('page.agreed-rent') : t('page.rent'),
      `${rm(rent)} ${t('common.per-month')}`,
    ],
  ];
  if (terms.link?.move_in_date) facts.push([t('page.agreed-move-in'), day(terms.link.move_in_date)]);
  else facts.push([t('page.available'), day(terms.available_from)]);
  const header = (
    <>
      <BookingHeader
        title={t('page.title', { name: terms.property_name })}
        place={`${placeText(t, terms.unit_name, terms.room_name)} · ${terms.address}`}
        company={terms.company_name}
        coverUrl={terms.cover_url}
        facts={facts}
      />
      {terms.link && <p className="text-sm text-brand-800">{t('page.link-note')}</p>}
    </>
  );
  if (terms.blocked_by) {
    return (
      <>
        {header}
        <Notice
          action={
            <Button asChild size="sm">
              <Link to={`/property-detail/${terms.property_id}`}>{t('entry.book-viewing')}</Link>
            </Button>
          }
        >
          {t(`blocked.${terms.blocked_by}`)}
        </Notice>
      </>
    );
  }
  return <NewBooking terms={terms} link={link} header={header} />;
}

function ResumeBookingPage({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('booking');
  const session = useSession();
  const location = useLocation();
  const isSignedIn = Boolean(session.token);
  const query = useBooking(bookingId, isSignedIn);
  const booking = query.booking;
  if (!isSignedIn) {
    return (
      <Notice
        action={
          <Button asChild size="sm">
            <Link {...signInTarget(location.href)}>{t('common.log-in')}</Link>
          </Button>
        }
      >
        {t('page.sign-in-resume')}
      </Notice>
    );
  }
  if (query.isError) {
    return (
      <>
        <FailureTitle missing={isNotFound(query.error)} />
        <LoadError
          title={isNotFound(query.error) ? t('page.not-found') : undefined}
          error={query.error}
          onRetry={isNotFound(query.error) ? undefined : () => void query.refetch()}
        />
      </>
    );
  }
  if (!booking) return <Loading />;
  const header: ReactNode = (
    <BookingHeader
      title={t('page.title-resume', { ref: booking.booking_ref })}
      place={`${booking.property_name} · ${placeText(t, booking.unit_name, booking.room_name)}`}
      company={booking.company_name}
      facts={[
        [t('summary.move-in'), day(booking.move_in_date)],
        [t('summary.rent'), `${rm(booking.monthly_rent_sen)} ${t('common.per-month')}`],
      ]}
    />
  );
  return <ResumeBooking booking={booking} header={header} />;
}
