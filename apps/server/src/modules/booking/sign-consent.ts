import { bookingRef, bookingTransition } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { storeUpload } from '../files/index';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { bookingDetail } from './booking-view';
import { renderConsentPdf } from './consent-pdf';
import { findBooking, findBookingRow, lockBooking, updateBooking } from './repository';

// user-sign-credit-check-consent: the booker signs; the consent is stored as a private PDF with the
// signature, the time and the address it came from, and the booking moves on to payment.

export async function signCreditCheckConsent(uc: TUseCase, input: { booking_id: number; signature: string }) {
  const { db } = uc.services;
  const now = uc.services.now();
  const png = Buffer.from(input.signature.slice(input.signature.indexOf(',') + 1), 'base64');
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, uc.scope, input.booking_id);
    if (!booking) throw notFound();
    const to = mustTransition(
      bookingTransition(booking.status as 'pending_consent', 'sign_consent', actorOf(uc)),
    );
    const row = await findBookingRow(tx, booking.id);
    const pdf = await renderConsentPdf({
      bookingRef: bookingRef(booking.id),
      applicantName: row.applicantName,
      idNumber: booking.idNumber,
      companyName: row.companyName,
      propertyName: row.propertyName,
      signaturePng: new Uint8Array(png),
      signedAt: now,
      ip: uc.ip ?? 'unknown',
    }).catch(() => {
      throw invalid({ signature: 'sign-to-proceed' });
    });
    const file = await storeUpload(
      { db: tx, config: uc.services.config },
      { filename: `consent-b-${booking.id}.pdf`, mimetype: 'application/pdf', data: Buffer.from(pdf) },
      {
        companyId: booking.companyId,
        visibility: 'private',
        ownerKind: 'user',
        ownerId: booking.userId,
        kind: 'pdf',
      },
    );
    await updateBooking(tx, booking.id, {
      status: to,
      consentFileId: file.id,
      consentSignedAt: now,
      consentIp: uc.ip ?? null,
      updatedAt: now,
    });
    await recordTransition(tx, {
      companyId: booking.companyId,
      subjectType: 'booking',
      subjectId: booking.id,
      action: 'sign_consent',
      from: booking.status,
      to,
      uc,
      at: now,
    });
  });
  return bookingDetail(db, (await findBooking(db, uc.scope, input.booking_id))!, actorOf(uc));
}
