import { catalogueItemName, INVENTORY_CATALOGUE_KEYS, presetEnd } from '@sewa/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import {
  bookings,
  companies,
  companyCounters,
  inventoryItems,
  inventoryListItems,
  inventoryLists,
  lifecycleEvents,
  rentals,
  rooms,
  tenancies,
  units,
} from '../schema/index';
import { refreshSearchOf } from './booking-support';

// Demo tenancy (issue 12). Every unit of the demo company keeps a short inventory (common areas and
// each room), so a check-in list is never empty; the demo tenant's approved booking has become a
// pending tenancy whose check-in list was sent for the tenant to answer on /inventory-list.
// Idempotent: the inventory is seeded once per company, the tenancy once per booking.

const UNIT_ITEMS = [
  'sofa',
  'coffee_table',
  'tv',
  'refrigerator',
  'washing_machine',
  'door_key',
  'access_card',
];
const ROOM_ITEMS = ['bed_frame', 'mattress', 'wardrobe', 'study_table', 'air_conditioner'];

export async function seedTenancy(db: TDb): Promise<void> {
  const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (!company) return;
  const now = new Date();
  if (!UNIT_ITEMS.concat(ROOM_ITEMS).every((k) => INVENTORY_CATALOGUE_KEYS.includes(k)))
    throw new Error('demo inventory uses an unknown catalogue key');

  const [hasItems] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(eq(inventoryItems.companyId, company.id))
    .limit(1);
  if (!hasItems) {
    const companyUnits = await db.select().from(units).where(eq(units.companyId, company.id));
    const companyRooms = await db.select().from(rooms).where(eq(rooms.companyId, company.id));
    const item = (u: typeof units.$inferSelect, roomId: number | null, key: string) => ({
      companyId: company.id,
      propertyId: u.propertyId,
      unitId: u.id,
      roomId,
      catalogueKey: key,
      name: catalogueItemName(key),
      quantity: key === 'access_card' || key === 'door_key' ? 2 : 1,
      condition: 'good',
    });
    const rows = companyUnits.flatMap((u) => [
      ...UNIT_ITEMS.map((k) => item(u, null, k)),
      ...companyRooms
        .filter((r) => r.unitId === u.id)
        .flatMap((r) => ROOM_ITEMS.map((k) => item(u, r.id, k))),
    ]);
    for (let i = 0; i < rows.length; i += 500) await db.insert(inventoryItems).values(rows.slice(i, i + 500));
  }

  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.companyId, company.id), eq(bookings.status, 'approved')))
    .orderBy(asc(bookings.id))
    .limit(1);
  if (!booking) return;
  const [made] = await db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(eq(tenancies.bookingId, booking.id));
  const ownerId = company.ownerUserId;
  if (made || ownerId === null) return;

  await db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(companyCounters)
      .values({ companyId: company.id, key: 'tenancy', value: 1 })
      .onConflictDoUpdate({
        target: [companyCounters.companyId, companyCounters.key],
        set: { value: sql`${companyCounters.value} + 1` },
      })
      .returning();
    const costs = booking.moveInCosts;
    const [tenancy] = await tx
      .insert(tenancies)
      .values({
        companyId: company.id,
        code: `T-${String(counter!.value).padStart(6, '0')}`,
        bookingId: booking.id,
        tenantUserId: booking.userId,
        propertyId: booking.propertyId,
        unitId: booking.unitId,
        roomId: booking.roomId,
        status: 'pending',
        tenureStart: booking.moveInDate,
        tenureEnd: presetEnd(booking.moveInDate, '1y'),
        monthlyRentSen: booking.monthlyRentSen,
        firstMonthRentalSen: costs.first_month_rent ?? 0,
        lastMonthRentalSen: costs.last_month_rent ?? 0,
        securityDepositSen: costs.security_deposit ?? 0,
        utilityDepositSen: costs.utility_deposit ?? 0,
        accessCardDepositSen: costs.access_card_deposit ?? 0,
        carParkDepositSen: costs.carpark_deposit ?? 0,
        usedFor: 'residential',
        paymentFrequency: 'monthly',
        paymentDay: 7,
        houseRules: '<p>No smoking indoors. Quiet hours from <strong>11 pm</strong> to 7 am.</p>',
        createdByKind: 'user',
        createdById: ownerId,
        createdAt: now,
      })
      .returning();
    // The tenancy holds the booked rental and, for a room, the unit's whole-unit rental too.
    await tx
      .update(rentals)
      .set({ status: 'rented', updatedAt: now })
      .where(
        or(
          eq(rentals.id, booking.rentalId),
          and(eq(rentals.unitId, booking.unitId), isNull(rentals.roomId), eq(rentals.status, 'available')),
        ),
      );
    await refreshSearchOf(tx, booking.propertyId);
    const [list] = await tx
      .insert(inventoryLists)
      .values({
        companyId: company.id,
        tenancyId: tenancy!.id,
        kind: 'check_in',
        status: 'pending',
        sentAt: now,
      })
      .returning();
    const items = await tx
      .select()
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.unitId, booking.unitId),
          booking.roomId === null
            ? undefined
            : sql`(${inventoryItems.roomId} is null or ${inventoryItems.roomId} = ${booking.roomId})`,
        ),
      )
      .orderBy(asc(inventoryItems.id));
    if (items.length)
      await tx.insert(inventoryListItems).values(
        items.map((it, i) => ({
          companyId: company.id,
          listId: list!.id,
          sourceItemId: it.id,
          roomId: it.roomId,
          catalogueKey: it.catalogueKey,
          name: it.name,
          quantity: it.quantity,
          condition: it.condition,
          position: i + 1,
        })),
      );
    await tx
      .update(bookings)
      .set({ snagStatus: 'pending', updatedAt: now })
      .where(eq(bookings.id, booking.id));
    const event = { companyId: company.id, actorKind: 'user', actorId: ownerId, createdAt: now };
    await tx.insert(lifecycleEvents).values([
      { ...event, subjectType: 'tenancy', subjectId: tenancy!.id, action: 'create', toStatus: 'pending' },
      { ...event, subjectType: 'inventory_list', subjectId: list!.id, action: 'create', toStatus: 'draft' },
      {
        ...event,
        subjectType: 'inventory_list',
        subjectId: list!.id,
        action: 'send',
        fromStatus: 'draft',
        toStatus: 'pending',
      },
    ]);
  });
}
