import type { ZReportListingInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findRental } from './rentals-repository';
import { findPropertyView } from './repository';
import { insertListingReport } from './settings-repository';

/** "Report this listing" on a published property, by anyone (signed in or not); admins read the reports. */
export async function reportListing(
  uc: TUseCase,
  input: z.output<typeof ZReportListingInput>,
): Promise<{ id: number }> {
  const { services, caller } = uc;
  const view = await findPropertyView(services.db, { kind: 'public' }, input.property_id);
  if (!view) throw notFound();
  // A named rental must be one the public sees on this listing: not withdrawn, not another property's.
  if (input.rental_id !== undefined) {
    const found = await findRental(services.db, { kind: 'public' }, input.rental_id);
    if (!found || found.property.id !== view.property.id || found.rental.status === 'withdrawn')
      throw notFound();
  }
  return insertListingReport(services.db, {
    propertyId: view.property.id,
    companyId: view.property.companyId,
    rentalId: input.rental_id ?? null,
    reason: input.reason,
    details: input.details ?? null,
    contact: input.contact ?? null,
    reporterUserId: caller.kind === 'user' ? caller.userId : null,
    ip: uc.ip ?? null,
  });
}
