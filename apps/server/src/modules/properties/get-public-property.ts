import { MAX_DETAIL_RENTALS, residentTypeOf, type TPublicPropertyDetail } from '@sewa/domain';
import { notFound } from '../../http/errors';
import type { TServices } from '../../http/services';
import { publicRentalBlocks } from '../booking/terms';
import { propertyFactsOf, toPhotos, toPublicRental } from './mappers';
import { loadPhotoFiles } from './photos';
import { findPropertyView } from './repository';
import { listPublicRentals } from './search-repository';
import { findLiveList, liveListOfCompany } from './settings-repository';

/** public-get-property-detail: a published property as visitors see it; 102 for any other status. Each
 * rental says whether it can be booked online now, so the page's "Book now" needs no call of its own. */
export async function getPublicProperty(services: TServices, id: number): Promise<TPublicPropertyDetail> {
  const { db } = services;
  const view = await findPropertyView(db, { kind: 'public' }, id);
  if (!view) throw notFound();
  const p = view.property;
  const [photoFiles, rentals, liveList] = await Promise.all([
    loadPhotoFiles(db, [p.photos]),
    listPublicRentals(db, p.id, MAX_DETAIL_RENTALS),
    findLiveList(db, liveListOfCompany(p.companyId)),
  ]);
  const photos = toPhotos(p.photos, photoFiles);
  const blocks = await publicRentalBlocks(
    services,
    { id: p.companyId, trialEndsAt: view.companyTrialEndsAt },
    rentals.rows.map((r) => r.rental.id),
    services.now(),
  );
  const items = rentals.rows.map((r) => toPublicRental(r, blocks.get(r.rental.id) ?? null));
  return {
    id: p.id,
    ...propertyFactsOf(p),
    resident_type: residentTypeOf(p.type),
    photos,
    cover_photo_url: photos.find((x) => x.file_id === p.coverFileId)?.url ?? null,
    posted_at: p.postedAt,
    operator: {
      company_id: p.companyId,
      name: view.companyName,
      live_list_id: liveList?.isActive ? liveList.id : null,
    },
    // Rentals come cheapest first, so the first is the "from" price.
    price_from_sen: items[0]?.monthly_rent_sen ?? null,
    rentals: items,
    rental_total: rentals.total,
  };
}
