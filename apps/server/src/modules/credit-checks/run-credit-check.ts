import type { TDbExecutor } from '@sewa/db';
import type { TBookingStatus } from '@sewa/domain';
import { companyOf, type TScope } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { findCompanyName } from './company';
import { performCheck } from './perform-check';
import { findCompanyBooking, hasCompletedCheck } from './repository';

/** A booking is checked once it is paid (payment 1) and before it is settled one way or another. */
const CHECKABLE: readonly TBookingStatus[] = ['new', 'approved', 'confirmed'];

type TBookingRead = NonNullable<Awaited<ReturnType<typeof findCompanyBooking>>>;

/**
 * A sub-operator reaches only its managed, unrestricted properties (as every company read); an admin
 * reaches every company's.
 */
const inReach = (scope: TScope, propertyId: number) =>
  scope.kind === 'admin' ||
  (scope.kind === 'company' &&
    (!scope.propertyIds || scope.propertyIds.includes(propertyId)) &&
    !scope.excludedPropertyIds?.includes(propertyId));

/** Whose bookings the caller may check: its company's; null for an admin (every company's). */
const companyFilter = (scope: TScope) => (scope.kind === 'admin' ? null : companyOf(scope));

async function eligibleBooking(db: TDbExecutor, uc: TUseCase, bookingId: number, lock: boolean) {
  const found = await findCompanyBooking(db, companyFilter(uc.scope), bookingId, lock);
  if (!found || !inReach(uc.scope, found.booking.propertyId)) throw notFound();
  mustBeCheckable(found);
  if (await hasCompletedCheck(db, bookingId)) throw conflict();
  return found;
}

function mustBeCheckable({ booking }: TBookingRead) {
  if (!CHECKABLE.includes(booking.status as TBookingStatus) || booking.consentFileId === null)
    throw conflict();
}

/**
 * user-run-credit-check / admin-run-credit-check: the report of a booking's applicant, with the consent
 * they signed while booking. The booking must be the company's (102; an admin reaches every company's),
 * paid and still open, with a signed consent, and not checked already (104). The booking's company's
 * wallet pays the fee (777 when short, then nothing is run).
 */
export async function runCreditCheck(uc: TUseCase, input: { booking_id: number }) {
  const { booking, applicantName } = await eligibleBooking(uc.services.db, uc, input.booking_id, false);
  const companyId = booking.companyId;
  return performCheck(uc, {
    companyId,
    companyName: await findCompanyName(uc.services.db, companyId),
    bookingId: booking.id,
    subject: { name: applicantName, icNumber: booking.idNumber },
    consent: { fileId: booking.consentFileId },
    // Two runs at once: the second waits on the booking's row lock, then finds the first's check.
    recheck: async (tx) => {
      await eligibleBooking(tx, uc, input.booking_id, true);
    },
  });
}
