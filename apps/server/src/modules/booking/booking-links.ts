import { randomBytes } from 'node:crypto';
import type { TBookingLink } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findRental } from '../properties/rentals-repository';
import { insertBookingLink, listBookingLinks as listLinkRows } from './repository';

// generate-booking-link: a personal link to book one rental, optionally at an agreed rent and move-in
// date, until it expires. The token is random (not derived from anything), the rental the company's own.

type TLinkRow = Awaited<ReturnType<typeof listLinkRows>>[number];

const toLink = (row: TLinkRow, now: Date): TBookingLink => ({
  id: row.id,
  rental_id: row.rentalId,
  path: `/booking/${row.rentalId}?link=${row.token}`,
  agreed_rent_sen: row.agreedRentSen,
  move_in_date: row.moveInDate,
  expires_at: row.expiresAt.toISOString(),
  is_expired: row.expiresAt.getTime() <= now.getTime(),
  created_at: row.createdAt.toISOString(),
});

export async function createBookingLink(
  uc: TUseCase,
  input: { rental_id: number; agreed_rent_sen?: number; move_in_date?: string; expires_in_days: number },
): Promise<TBookingLink> {
  const { db } = uc.services;
  const now = uc.services.now();
  const found = await findRental(db, uc.scope, input.rental_id);
  if (!found) throw notFound();
  const row = await db.transaction(async (tx) => {
    const link = await insertBookingLink(tx, {
      companyId: found.rental.companyId,
      rentalId: found.rental.id,
      token: randomBytes(24).toString('base64url'),
      agreedRentSen: input.agreed_rent_sen ?? null,
      moveInDate: input.move_in_date ?? null,
      expiresAt: new Date(now.getTime() + input.expires_in_days * 86_400_000),
      createdByKind: uc.caller.kind === 'admin' ? 'admin' : 'user',
      createdById:
        uc.caller.kind === 'admin' ? uc.caller.adminId : uc.caller.kind === 'user' ? uc.caller.userId : 0,
      createdAt: now,
    });
    await audit(tx, uc, {
      companyId: found.rental.companyId,
      action: 'create',
      entity: 'booking-link',
      entityId: link.id,
      after: { rental_id: link.rentalId, agreed_rent_sen: link.agreedRentSen, move_in_date: link.moveInDate },
    });
    return link;
  });
  return toLink(row, now);
}

export async function listBookingLinks(uc: TUseCase, input: { rental_id: number }): Promise<TBookingLink[]> {
  const { db } = uc.services;
  const found = await findRental(db, uc.scope, input.rental_id);
  if (!found) throw notFound();
  const now = uc.services.now();
  return (await listLinkRows(db, found.rental.id)).map((r) => toLink(r, now));
}
