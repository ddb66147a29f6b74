import type { ZReportListingInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TCaller } from '../../http/caller';
import { notFound } from '../../http/errors';
import type { TServices } from '../../http/services';
import { findPropertyView } from './repository';
import { insertListingReport } from './settings-repository';

/** public-report-listing: "report this listing" on a published property; admins read the reports. */
export async function reportListing(
  services: TServices,
  caller: TCaller,
  input: z.output<typeof ZReportListingInput>,
  ip: string,
): Promise<{ id: number }> {
  const view = await findPropertyView(services.db, { kind: 'public' }, input.property_id);
  if (!view) throw notFound();
  return insertListingReport(services.db, {
    propertyId: view.property.id,
    companyId: view.property.companyId,
    rentalId: input.rental_id ?? null,
    reason: input.reason,
    details: input.details ?? null,
    contact: input.contact ?? null,
    reporterUserId: caller.kind === 'user' ? caller.userId : null,
    ip,
  });
}
