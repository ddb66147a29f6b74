import type { TDbExecutor } from '@sewa/db';
import type { TInventoryListDetail, TInventoryListKind, TTenancyStatus } from '@sewa/domain';
import { uniqueViolation } from '../../core/db-errors';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { recordTransition } from '../lifecycle/index';
import { listDetail, viewerOf } from './list-view';
import {
  findListOfTenancy,
  findTenancy,
  insertLines,
  insertList,
  listItemsForTenancy,
  listLines,
  type TNewLine,
  type TTenancyRecord,
} from './repository';

// user-create-inventory-list: a tenancy's check-in list (pending or active tenancy), copied from the
// place's items; or its move-out list (active, ended or terminated), copied from the agreed check-in list
// with each line's check-in condition. One list per tenancy and kind (104 when it exists).

const MAY_CREATE: Record<TInventoryListKind, readonly TTenancyStatus[]> = {
  check_in: ['pending', 'active'],
  move_out: ['active', 'ended', 'terminated'],
};

type TLineValues = Omit<TNewLine, 'companyId' | 'listId' | 'position'>;

async function checkInLines(tx: TDbExecutor, tenancy: TTenancyRecord) {
  const items = await listItemsForTenancy(tx, tenancy.unitId, tenancy.roomId);
  return items.map(
    ({ item }): TLineValues => ({
      sourceItemId: item.id,
      roomId: item.roomId,
      catalogueKey: item.catalogueKey,
      name: item.name,
      quantity: item.quantity,
      condition: item.condition,
      remarks: item.remarks,
      photoFileIds: item.photoFileIds,
    }),
  );
}

/** The agreed check-in list's lines (accepted extras in, refused or undecided ones out). */
async function moveOutLines(tx: TDbExecutor, tenancy: TTenancyRecord) {
  const checkIn = await findListOfTenancy(tx, tenancy.id, 'check_in');
  if (checkIn?.status !== 'agreed') throw conflict();
  const lines = await listLines(tx, checkIn.id);
  return lines
    .filter(({ line }) => !line.isExtra || line.extraStatus === 'accepted')
    .map(
      ({ line }): TLineValues => ({
        sourceItemId: line.sourceItemId,
        roomId: line.roomId,
        catalogueKey: line.catalogueKey,
        name: line.name,
        quantity: line.quantity,
        condition: line.condition,
        remarks: line.remarks,
        photoFileIds: line.photoFileIds,
        checkInCondition: line.condition,
      }),
    );
}

export async function createInventoryList(
  uc: TUseCase,
  input: { tenancy_id: number; kind: TInventoryListKind },
): Promise<TInventoryListDetail> {
  const { db } = uc.services;
  const now = uc.services.now();
  const list = await db
    .transaction(async (tx) => {
      const tenancy = await findTenancy(tx, uc.scope, input.tenancy_id);
      if (!tenancy) throw notFound();
      if (!MAY_CREATE[input.kind].includes(tenancy.status as TTenancyStatus)) throw conflict();
      if (await findListOfTenancy(tx, tenancy.id, input.kind)) throw conflict();
      const lines =
        input.kind === 'check_in' ? await checkInLines(tx, tenancy) : await moveOutLines(tx, tenancy);
      const created = await insertList(tx, {
        companyId: tenancy.companyId,
        tenancyId: tenancy.id,
        kind: input.kind,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      });
      await insertLines(
        tx,
        lines.map((l, i) => ({ ...l, companyId: tenancy.companyId, listId: created.id, position: i + 1 })),
      );
      await recordTransition(tx, {
        companyId: tenancy.companyId,
        subjectType: 'inventory_list',
        subjectId: created.id,
        action: 'create',
        from: null,
        to: 'draft',
        uc,
        at: now,
      });
      await audit(tx, uc, {
        companyId: tenancy.companyId,
        action: 'create',
        entity: 'inventory_list',
        entityId: created.id,
        after: { tenancy_id: tenancy.id, kind: input.kind, lines: lines.length },
      });
      return created;
    })
    .catch((error: unknown) => {
      // Two creations at once: the second meets the (tenancy, kind) unique index.
      if (uniqueViolation(error) !== null) throw conflict();
      throw error;
    });
  return listDetail(db, list, viewerOf(uc));
}
