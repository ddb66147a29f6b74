import { randomBytes } from 'node:crypto';
import type { TDbExecutor } from '../client';
import { appointments, creditChecks, files, type rentals } from '../schema/index';
import { uniqueNumber } from './unique';

// Factories for appointments, credit checks and their files (issue 11). Rows only: no lifecycle
// events, no ledger postings (tests of money go through the calls).

type TValues<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;
type TRentalRow = typeof rentals.$inferSelect;

/** A site viewing of the rental by the user (requested, tomorrow 10:00 Kuala Lumpur, unless told). */
export async function makeAppointment(
  db: TDbExecutor,
  input: { rental: TRentalRow; userId: number } & TValues<typeof appointments>,
) {
  const { rental, userId, ...values } = input;
  const [row] = await db
    .insert(appointments)
    .values({
      companyId: rental.companyId,
      propertyId: rental.propertyId,
      rentalId: rental.id,
      userId,
      status: 'requested',
      viewingAt: new Date('2026-05-05T02:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

/** A private file row of the company (no bytes on disk): a consent or a report to point at. */
export async function makeFileRow(
  db: TDbExecutor,
  values: TValues<typeof files> & { companyId: number | null },
) {
  const [row] = await db
    .insert(files)
    .values({
      ownerKind: 'system',
      kind: 'pdf',
      mime: 'application/pdf',
      size: 1024,
      originalName: `consent-${uniqueNumber()}.pdf`,
      storageName: `${randomBytes(16).toString('hex')}.pdf`,
      visibility: 'private',
      ...values,
    })
    .returning();
  return row!;
}

/** A completed credit check of the company (a walk-in unless `bookingId`), without a report. */
export async function makeCreditCheck(
  db: TDbExecutor,
  values: TValues<typeof creditChecks> & { companyId: number; requestedById: number },
) {
  const [row] = await db
    .insert(creditChecks)
    .values({
      subjectName: `Subject ${uniqueNumber()}`,
      icNumber: '900101145678',
      provider: 'simulator',
      status: 'completed',
      feeSen: 1500,
      score: 720,
      requestedByKind: 'user',
      ...values,
    })
    .returning();
  return row!;
}
