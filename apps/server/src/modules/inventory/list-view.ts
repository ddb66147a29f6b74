import type { TDbExecutor } from '@sewa/db';
import {
  conditionRank,
  INVENTORY_LIST_ACTIONS,
  INVENTORY_LIST_EDITABLE,
  inventoryListTransition,
  type TExtraItemStatus,
  type TInventoryCondition,
  type TInventoryListAction,
  type TInventoryListDetail,
  type TInventoryListItem,
  type TInventoryListKind,
  type TInventoryListRow,
  type TInventoryListStatus,
} from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { privateFileUrl } from '../files/index';
import { listHistory } from '../lifecycle/index';
import { photoLinker } from './photos';
import {
  findListRow,
  listLines,
  type TLineRecord,
  type TListRecord,
  type TListRowSource,
} from './repository';

// What the inventory-list screens show: the row, and the detail with lines, the tenant's answer, the
// signed PDF, the history and what the caller may do now (asked of the machine).

/** Who looks at a list: only the operator's side and the tenant act; the landlord and admins read. */
export type TListViewer = 'operator' | 'tenant' | 'landlord' | 'admin';

export function viewerOf(uc: TUseCase): TListViewer {
  if (uc.caller.kind === 'admin') return 'admin';
  if (uc.caller.kind === 'user' && uc.caller.role === 'tenant') return 'tenant';
  if (uc.caller.kind === 'user' && uc.caller.role === 'landlord') return 'landlord';
  return 'operator';
}

export function toListRow(r: TListRowSource): TInventoryListRow {
  const l = r.list;
  return {
    id: l.id,
    company_id: l.companyId,
    company_name: r.companyName,
    tenancy_id: l.tenancyId,
    tenancy_code: r.tenancyCode,
    kind: l.kind as TInventoryListKind,
    status: l.status as TInventoryListStatus,
    tenant_name: r.tenantName,
    property_name: r.propertyName,
    unit_name: r.unitName,
    room_name: r.roomName,
    item_count: r.itemCount,
    sent_at: l.sentAt?.toISOString() ?? null,
    answered_at: l.answeredAt?.toISOString() ?? null,
    updated_at: l.updatedAt.toISOString(),
    signer_name: l.signedName,
    pdf_url:
      l.pdfFileId !== null && r.pdfStorageName
        ? privateFileUrl({ id: l.pdfFileId, storageName: r.pdfStorageName })
        : null,
  };
}

/** A move-out line in a worse condition than at check-in (and rated) is damage. */
export function isDamaged(
  kind: string,
  line: Pick<TLineRecord, 'notToRate' | 'condition' | 'checkInCondition'>,
) {
  return (
    kind === 'move_out' &&
    !line.notToRate &&
    line.checkInCondition !== null &&
    conditionRank(line.condition as TInventoryCondition) >
      conditionRank(line.checkInCondition as TInventoryCondition)
  );
}

export function listActions(status: TInventoryListStatus, viewer: TListViewer): TInventoryListAction[] {
  if (viewer !== 'operator' && viewer !== 'tenant') return [];
  return INVENTORY_LIST_ACTIONS.filter((a) => inventoryListTransition(status, a, viewer).ok);
}

export async function listDetail(
  db: TDbExecutor,
  list: TListRecord,
  viewer: TListViewer,
): Promise<TInventoryListDetail> {
  const [row, lines, history] = await Promise.all([
    findListRow(db, list.id),
    listLines(db, list.id),
    listHistory(db, 'inventory_list', list.id),
  ]);
  const { links, byId } = await photoLinker(db, [
    ...lines.flatMap((l) => l.line.photoFileIds),
    ...list.rejectionPhotoFileIds,
    ...(list.pdfFileId === null ? [] : [list.pdfFileId]),
  ]);
  const status = list.status as TInventoryListStatus;
  const items: TInventoryListItem[] = lines.map(({ line, area }) => ({
    id: line.id,
    room_id: line.roomId,
    area,
    catalogue_key: line.catalogueKey,
    name: line.name,
    quantity: line.quantity,
    condition: line.condition as TInventoryCondition,
    remarks: line.remarks,
    photos: links(line.photoFileIds),
    not_to_rate: line.notToRate,
    tenant_remarks: line.tenantRemarks,
    is_extra: line.isExtra,
    extra_status: line.extraStatus as TExtraItemStatus | null,
    check_in_condition: line.checkInCondition as TInventoryCondition | null,
    is_damaged: isDamaged(list.kind, line),
  }));
  const pdf = list.pdfFileId === null ? undefined : byId.get(list.pdfFileId);
  return {
    ...toListRow(row),
    items,
    rejection:
      list.rejectionRemarks === null
        ? null
        : { remarks: list.rejectionRemarks, photos: links(list.rejectionPhotoFileIds) },
    signature:
      list.signedName !== null && list.answeredAt !== null
        ? { signed_at: list.answeredAt.toISOString(), name: list.signedName, ip: list.signedIp }
        : null,
    pdf_url: pdf ? privateFileUrl(pdf) : null,
    history,
    actions: listActions(status, viewer),
    can_edit_items: viewer === 'operator' && INVENTORY_LIST_EDITABLE.includes(status),
    can_answer: viewer === 'tenant' && status === 'pending',
  };
}
