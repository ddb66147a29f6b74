import type { TDbExecutor } from '../client';
import { customRoles, properties, rentals, rooms, units } from '../schema/index';
import { makeUser } from './factories';

// Test data for the properties module. Rows only: the public search read model is the server's job,
// so a test that needs a published listing searchable calls the module's syncSearch after these.

let seq = 0;
const next = () => ++seq;

export async function makeProperty(
  db: TDbExecutor,
  values: Partial<typeof properties.$inferInsert> & { companyId: number },
) {
  const n = next();
  const [row] = await db
    .insert(properties)
    .values({
      name: `Residensi Ujian ${n}`,
      type: 'condominium',
      street: `${n} Jalan Ampang`,
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeUnit(
  db: TDbExecutor,
  property: { id: number; companyId: number },
  values: Partial<typeof units.$inferInsert> = {},
) {
  const [row] = await db
    .insert(units)
    .values({
      propertyId: property.id,
      companyId: property.companyId,
      unitNumber: `U-${next()}`,
      rentalType: 'whole_unit',
      rooms: 3,
      bedrooms: 3,
      bathrooms: 2,
      carparks: 1,
      furnished: 'fully_furnished',
      leaseLength: '12_months_and_above',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeRoom(
  db: TDbExecutor,
  unit: { id: number; propertyId: number; companyId: number },
  values: Partial<typeof rooms.$inferInsert> = {},
) {
  const [row] = await db
    .insert(rooms)
    .values({
      unitId: unit.id,
      propertyId: unit.propertyId,
      companyId: unit.companyId,
      title: `Room ${next()}`,
      roomType: 'middle',
      furnished: 'fully_furnished',
      bathroomType: 'shared',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeRental(
  db: TDbExecutor,
  unit: { id: number; propertyId: number; companyId: number; rentalType: 'whole_unit' | 'room' },
  values: Partial<typeof rentals.$inferInsert> = {},
) {
  const rent = values.monthlyRentSen ?? 150_000;
  const [row] = await db
    .insert(rentals)
    .values({
      unitId: unit.id,
      propertyId: unit.propertyId,
      companyId: unit.companyId,
      rentalType: unit.rentalType,
      monthlyRentSen: rent,
      availableFrom: '2026-01-01',
      moveInCosts: { first_month_rent: rent, security_deposit: rent * 2 },
      moveInTotalSen: rent * 3,
      ...values,
    })
    .returning();
  return row!;
}

/** A team member of the company holding exactly these privilege keys. */
export async function makeTeamMember(
  db: TDbExecutor,
  companyId: number,
  ownerId: number,
  privileges: string[],
) {
  const [role] = await db
    .insert(customRoles)
    .values({ companyId, name: `Role ${next()}`, privileges })
    .returning();
  return makeUser(db, { role: 'operator', companyId, parentUserId: ownerId, customRoleId: role!.id });
}
