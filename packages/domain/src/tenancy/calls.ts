import { z } from 'zod';
import { dataOf, pageOf, ZEmpty, ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  INVENTORY_PHOTO_FILES,
  ZAddExtraInventoryItemInput,
  ZAddInventoryItemsInput,
  ZAdminListInventoryListsInput,
  ZAgreeInventoryListInput,
  ZCreateInventoryListInput,
  ZDecideExtraInventoryItemInput,
  ZInventoryItem,
  ZInventoryItemIdInput,
  ZInventoryListDetail,
  ZInventoryListIdInput,
  ZInventoryListItemIdInput,
  ZInventoryListRow,
  ZInventoryPlace,
  ZInventoryPlaceInput,
  ZListInventoryListsInput,
  ZMarkInventoryListItemInput,
  ZRejectInventoryListInput,
  ZUpdateInventoryItemInput,
  ZUpdateInventoryListItemInput,
} from './inventory-schemas';
import {
  TENANCY_DOCUMENT_FILES,
  ZAdminListTenanciesInput,
  ZCreateTenancyInput,
  ZListTenanciesInput,
  ZOperatorTenancyStats,
  ZRenewTenancyInput,
  ZSettleDepositsInput,
  ZTenancyDetail,
  ZTenancyDocument,
  ZTenancyDocumentIdInput,
  ZTenancyIdInput,
  ZTenancyPrefill,
  ZTenancyPrefillInput,
  ZTenancyRow,
  ZTenantTenancySummary,
  ZTerminateTenancyInput,
  ZUpdateTenancyInput,
  ZUploadTenancyDocumentsInput,
} from './schemas';

// Tenancy and inventory lists (docs/decisions/0019-tenancy.md). The names the issue fixes are kept
// exactly. `user-` calls serve the operator's side (its company's tenancies), the tenant (their own) and
// the landlord (their properties'), each use case scoping by who calls; `admin-` calls see every company.

// ---- tenancy ----
export const userCreateTenancy = defineContract({
  name: 'user-create-tenancy',
  input: ZCreateTenancyInput,
  output: dataOf(ZTenancyDetail),
});
export const userGetTenancyPrefill = defineContract({
  name: 'user-get-tenancy-prefill',
  input: ZTenancyPrefillInput,
  output: dataOf(ZTenancyPrefill),
});
export const userUpdateTenancy = defineContract({
  name: 'user-update-tenancy',
  input: ZUpdateTenancyInput,
  output: dataOf(ZTenancyDetail),
});
export const userListTenancies = defineContract({
  name: 'user-list-tenancies',
  input: ZListTenanciesInput,
  output: dataOf(pageOf(ZTenancyRow)),
});
export const userGetTenancy = defineContract({
  name: 'user-get-tenancy',
  input: ZIdInput,
  output: dataOf(ZTenancyDetail),
});
export const userActivateTenancy = defineContract({
  name: 'user-activate-tenancy',
  input: ZTenancyIdInput,
  output: dataOf(ZTenancyDetail),
});
export const userEndTenancy = defineContract({
  name: 'user-end-tenancy',
  input: ZTenancyIdInput,
  output: dataOf(ZTenancyDetail),
});
export const userCancelTenancy = defineContract({
  name: 'user-cancel-tenancy',
  input: ZTenancyIdInput,
  output: dataOf(ZTenancyDetail),
});
export const userTerminateTenancy = defineContract({
  name: 'user-terminate-tenancy',
  input: ZTerminateTenancyInput,
  output: dataOf(ZTenancyDetail),
});
export const userRenewTenancy = defineContract({
  name: 'user-renew-tenancy',
  input: ZRenewTenancyInput,
  /** The new pending tenancy. */
  output: dataOf(ZTenancyDetail),
});
export const userCheckInTenancy = defineContract({
  name: 'user-check-in-tenancy',
  input: ZTenancyIdInput,
  output: dataOf(ZTenancyDetail),
});
export const userUploadTenancyDocuments = defineContract({
  name: 'user-upload-tenancy-documents',
  input: ZUploadTenancyDocumentsInput,
  output: dataOf(z.array(ZTenancyDocument)),
  files: TENANCY_DOCUMENT_FILES,
});
export const userDeleteTenancyDocument = defineContract({
  name: 'user-delete-tenancy-document',
  input: ZTenancyDocumentIdInput,
  output: ZEmpty,
});
export const userSettleTenancyDeposits = defineContract({
  name: 'user-settle-tenancy-deposits',
  input: ZSettleDepositsInput,
  output: dataOf(ZTenancyDetail),
});
export const userGetMyTenancySummary = defineContract({
  name: 'user-get-my-tenancy-summary',
  input: ZEmpty,
  output: dataOf(ZTenantTenancySummary),
});
export const userGetTenancyStats = defineContract({
  name: 'user-get-tenancy-stats',
  input: ZEmpty,
  output: dataOf(ZOperatorTenancyStats),
});
export const adminListTenancies = defineContract({
  name: 'admin-list-tenancies',
  input: ZAdminListTenanciesInput,
  output: dataOf(pageOf(ZTenancyRow)),
});
export const adminGetTenancy = defineContract({
  name: 'admin-get-tenancy',
  input: ZIdInput,
  output: dataOf(ZTenancyDetail),
});

// ---- a unit's and its rooms' inventory ----
export const userGetInventoryPlace = defineContract({
  name: 'user-get-inventory-place',
  input: ZInventoryPlaceInput,
  output: dataOf(ZInventoryPlace),
});
export const userAddInventoryItems = defineContract({
  name: 'user-add-inventory-items',
  input: ZAddInventoryItemsInput,
  output: dataOf(z.array(ZInventoryItem)),
});
export const userGetInventoryItem = defineContract({
  name: 'user-get-inventory-item',
  input: ZInventoryItemIdInput,
  output: dataOf(ZInventoryItem),
});
export const userUpdateInventoryItem = defineContract({
  name: 'user-update-inventory-item',
  input: ZUpdateInventoryItemInput,
  output: dataOf(ZInventoryItem),
  files: INVENTORY_PHOTO_FILES,
});
export const userDeleteInventoryItem = defineContract({
  name: 'user-delete-inventory-item',
  input: ZInventoryItemIdInput,
  output: ZEmpty,
});

// ---- inventory (snag) lists ----
export const userCreateInventoryList = defineContract({
  name: 'user-create-inventory-list',
  input: ZCreateInventoryListInput,
  output: dataOf(ZInventoryListDetail),
});
export const userListInventoryLists = defineContract({
  name: 'user-list-inventory-lists',
  input: ZListInventoryListsInput,
  output: dataOf(pageOf(ZInventoryListRow)),
});
export const userGetInventoryList = defineContract({
  name: 'user-get-inventory-list',
  input: ZIdInput,
  output: dataOf(ZInventoryListDetail),
});
export const userUpdateInventoryListItem = defineContract({
  name: 'user-update-inventory-list-item',
  input: ZUpdateInventoryListItemInput,
  output: dataOf(ZInventoryListDetail),
  files: INVENTORY_PHOTO_FILES,
});
export const userRemoveInventoryListItem = defineContract({
  name: 'user-remove-inventory-list-item',
  input: ZInventoryListItemIdInput,
  output: dataOf(ZInventoryListDetail),
});
export const userSendInventoryList = defineContract({
  name: 'user-send-inventory-list',
  input: ZInventoryListIdInput,
  output: dataOf(ZInventoryListDetail),
});
export const userReviseInventoryList = defineContract({
  name: 'user-revise-inventory-list',
  input: ZInventoryListIdInput,
  output: dataOf(ZInventoryListDetail),
});
export const userMarkInventoryListItem = defineContract({
  name: 'user-mark-inventory-list-item',
  input: ZMarkInventoryListItemInput,
  output: dataOf(ZInventoryListDetail),
});
export const userAddExtraInventoryItem = defineContract({
  name: 'user-add-extra-inventory-item',
  input: ZAddExtraInventoryItemInput,
  output: dataOf(ZInventoryListDetail),
  files: INVENTORY_PHOTO_FILES,
});
export const userDecideExtraInventoryItem = defineContract({
  name: 'user-decide-extra-inventory-item',
  input: ZDecideExtraInventoryItemInput,
  output: dataOf(ZInventoryListDetail),
});
export const userAgreeInventoryList = defineContract({
  name: 'user-agree-inventory-list',
  input: ZAgreeInventoryListInput,
  output: dataOf(ZInventoryListDetail),
});
export const userRejectInventoryList = defineContract({
  name: 'user-reject-inventory-list',
  input: ZRejectInventoryListInput,
  output: dataOf(ZInventoryListDetail),
  files: INVENTORY_PHOTO_FILES,
});
export const adminListInventoryLists = defineContract({
  name: 'admin-list-inventory-lists',
  input: ZAdminListInventoryListsInput,
  output: dataOf(pageOf(ZInventoryListRow)),
});
export const adminGetInventoryList = defineContract({
  name: 'admin-get-inventory-list',
  input: ZIdInput,
  output: dataOf(ZInventoryListDetail),
});
