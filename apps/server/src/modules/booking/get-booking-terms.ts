import { type TBookingTerms, tenureOptions } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findRentalForBooking } from './repository';
import { addressOf, blockOf, coverUrlOf, linkTerms, settingOf, termsAmounts } from './terms';

/** public-get-booking-terms: what booking the rental costs and whether it can be booked online now. */
export async function getBookingTerms(
  uc: TUseCase,
  input: { rental_id: number; link?: string },
): Promise<TBookingTerms> {
  const { db } = uc.services;
  const now = uc.services.now();
  const found = await findRentalForBooking(db, input.rental_id);
  // A draft or withdrawn listing is not public: as if it did not exist.
  if (!found || found.property.status === 'draft' || found.rental.status === 'withdrawn') throw notFound();
  const link = await linkTerms(db, input.link, found.rental.id, now);
  const setting = await settingOf(db, found);
  const { monthlyRentSen, amounts } = termsAmounts(found, setting, link);
  return {
    rental_id: found.rental.id,
    property_id: found.property.id,
    property_name: found.property.name,
    unit_name: found.unit.unitNumber,
    room_name: found.room?.title ?? null,
    company_name: found.company.name,
    cover_url: await coverUrlOf(db, found),
    address: addressOf(found.property),
    monthly_rent_sen: monthlyRentSen,
    available_from: found.rental.availableFrom,
    tenure_options: tenureOptions(found.unit.leaseLength),
    is_credit_check_required: setting.is_credit_check_required,
    booking_fee_sen: amounts.booking_fee_sen,
    items: amounts.items as TBookingTerms['items'],
    pay_now_items: amounts.pay_now_items,
    payment1_sen: amounts.payment1_sen,
    payment2_sen: amounts.payment2_sen,
    total_sen: amounts.total_sen,
    blocked_by: await blockOf(uc.services, db, found, now),
    link: link ? { agreed_rent_sen: link.agreed_rent_sen, move_in_date: link.move_in_date } : null,
  };
}
