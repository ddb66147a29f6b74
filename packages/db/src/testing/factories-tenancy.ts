import type {
  TInventoryCondition,
  TInventoryListKind,
  TInventoryListStatus,
  TTenancyStatus,
} from '@sewa/domain';
import type { TDbExecutor } from '../client';
import { inventoryItems, inventoryListItems, inventoryLists, tenancies } from '../schema/index';
import { uniqueNumber } from './unique';

// Factories for tenancy and inventory (issue 12): rows only, no ledger postings and no lifecycle events
// (tests of money and moves go through the calls).

type TValues<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;
type TPlace = { companyId: number; propertyId: number; id: number };

/**
 * A tenancy of a unit (or of `room`) for `tenantUserId`, pending unless told otherwise: a year from
 * 2026-12-01 at RM 1,500 with RM 3,000 security deposit, payment day 7.
 */
export async function makeTenancy(
  db: TDbExecutor,
  input: {
    unit: TPlace;
    room?: { id: number } | null;
    tenantUserId: number;
    status?: TTenancyStatus;
  } & TValues<typeof tenancies>,
) {
  const { unit, room, tenantUserId, status, ...values } = input;
  const [row] = await db
    .insert(tenancies)
    .values({
      companyId: unit.companyId,
      code: `T-${String(uniqueNumber()).padStart(6, '0')}`,
      tenantUserId,
      propertyId: unit.propertyId,
      unitId: unit.id,
      roomId: room?.id ?? null,
      status: status ?? 'pending',
      tenureStart: '2026-12-01',
      tenureEnd: '2027-11-30',
      monthlyRentSen: 150_000,
      securityDepositSen: 300_000,
      usedFor: 'residential',
      paymentFrequency: 'monthly',
      paymentDay: 7,
      createdByKind: 'user',
      createdById: tenantUserId,
      ...values,
    })
    .returning();
  return row!;
}

/** An item kept for a unit (or one of its rooms). */
export async function makeInventoryItem(
  db: TDbExecutor,
  input: { unit: TPlace; roomId?: number | null } & TValues<typeof inventoryItems>,
) {
  const { unit, roomId, ...values } = input;
  const [row] = await db
    .insert(inventoryItems)
    .values({
      companyId: unit.companyId,
      propertyId: unit.propertyId,
      unitId: unit.id,
      roomId: roomId ?? null,
      catalogueKey: 'sofa',
      name: 'Sofa',
      quantity: 1,
      condition: 'good' satisfies TInventoryCondition,
      ...values,
    })
    .returning();
  return row!;
}

/** An inventory list of a tenancy with the given lines (name and condition; quantity 1). */
export async function makeInventoryList(
  db: TDbExecutor,
  input: {
    tenancy: { id: number; companyId: number };
    kind?: TInventoryListKind;
    status?: TInventoryListStatus;
    items?: { name: string; condition?: TInventoryCondition; checkInCondition?: TInventoryCondition }[];
  } & TValues<typeof inventoryLists>,
) {
  const { tenancy, kind, status, items, ...values } = input;
  const [list] = await db
    .insert(inventoryLists)
    .values({
      companyId: tenancy.companyId,
      tenancyId: tenancy.id,
      kind: kind ?? 'check_in',
      status: status ?? 'draft',
      ...values,
    })
    .returning();
  const lines = items ?? [{ name: 'Sofa' }, { name: 'Bed frame' }];
  if (lines.length)
    await db.insert(inventoryListItems).values(
      lines.map((l, i) => ({
        companyId: tenancy.companyId,
        listId: list!.id,
        name: l.name,
        quantity: 1,
        condition: l.condition ?? 'good',
        checkInCondition: l.checkInCondition ?? null,
        position: i + 1,
      })),
    );
  return list!;
}
