import {
  adminGetInventoryList,
  adminListInventoryLists,
  userAddExtraInventoryItem,
  userAddInventoryItems,
  userAgreeInventoryList,
  userCreateInventoryList,
  userDecideExtraInventoryItem,
  userDeleteInventoryItem,
  userGetInventoryItem,
  userGetInventoryList,
  userGetInventoryPlace,
  userListInventoryLists,
  userMarkInventoryListItem,
  userRejectInventoryList,
  userRemoveInventoryListItem,
  userReviseInventoryList,
  userSendInventoryList,
  userUpdateInventoryItem,
  userUpdateInventoryListItem,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { addFileReadRule } from '../files/index';
import { addExtraInventoryItem } from './add-extra-item';
import { addInventoryItems } from './add-inventory-items';
import { agreeInventoryList } from './agree-inventory-list';
import { createInventoryList } from './create-inventory-list';
import { decideExtraInventoryItem } from './decide-extra-item';
import { deleteInventoryItem } from './delete-inventory-item';
import { inventoryFileReadRule } from './file-rule';
import { getInventoryItem } from './get-inventory-item';
import { getInventoryList } from './get-inventory-list';
import { getInventoryPlace } from './get-inventory-place';
import { listInventoryLists } from './list-inventory-lists';
import { markInventoryListItem } from './mark-list-item';
import { rejectInventoryList } from './reject-inventory-list';
import { removeInventoryListItem } from './remove-list-item';
import { reviseInventoryList, sendInventoryList } from './send-inventory-list';
import { updateInventoryItem } from './update-inventory-item';
import { updateInventoryListItem } from './update-list-item';

// Inventory (docs/decisions/0019-tenancy.md): a unit's and its rooms' items (privilege 'properties'), and
// a tenancy's check-in and move-out lists (privilege 'inventory-list'), answered by the tenant. Reads of
// lists are open to the operator's side, the tenant and the landlord, the use case scoping by who calls;
// each move names the one role that makes it (the tenant answers, the operator's side does the rest), so
// anyone else is refused (103) before the machine is asked.

const ITEMS = 'properties';
const LISTS = 'inventory-list';
const OPERATOR = ['operator'] as const;
const TENANT = ['tenant'] as const;
const READERS = ['tenant', 'operator', 'landlord'] as const;

addFileReadRule(inventoryFileReadRule);

export const inventoryCalls: TAnyCall[] = [
  // ---- a unit's and its rooms' items ----
  defineCall(userGetInventoryPlace, {
    roles: OPERATOR,
    privilege: ITEMS,
    handler: async (ctx) => ({ data: await getInventoryPlace(useCase(ctx), ctx.input) }),
  }),
  defineCall(userAddInventoryItems, {
    roles: OPERATOR,
    privilege: ITEMS,
    handler: async (ctx) => ({ data: await addInventoryItems(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetInventoryItem, {
    roles: OPERATOR,
    privilege: ITEMS,
    handler: async (ctx) => ({ data: await getInventoryItem(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateInventoryItem, {
    roles: OPERATOR,
    privilege: ITEMS,
    handler: async (ctx) => ({ data: await updateInventoryItem(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userDeleteInventoryItem, {
    roles: OPERATOR,
    privilege: ITEMS,
    handler: async (ctx) => deleteInventoryItem(useCase(ctx), ctx.input),
  }),

  // ---- lists ----
  defineCall(userCreateInventoryList, {
    roles: OPERATOR,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await createInventoryList(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListInventoryLists, {
    roles: READERS,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await listInventoryLists(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetInventoryList, {
    roles: READERS,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await getInventoryList(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateInventoryListItem, {
    roles: OPERATOR,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await updateInventoryListItem(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userRemoveInventoryListItem, {
    roles: OPERATOR,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await removeInventoryListItem(useCase(ctx), ctx.input) }),
  }),
  defineCall(userSendInventoryList, {
    roles: OPERATOR,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await sendInventoryList(useCase(ctx), ctx.input) }),
  }),
  defineCall(userReviseInventoryList, {
    roles: OPERATOR,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await reviseInventoryList(useCase(ctx), ctx.input) }),
  }),
  defineCall(userDecideExtraInventoryItem, {
    roles: OPERATOR,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await decideExtraInventoryItem(useCase(ctx), ctx.input) }),
  }),
  defineCall(userMarkInventoryListItem, {
    roles: TENANT,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await markInventoryListItem(useCase(ctx), ctx.input) }),
  }),
  defineCall(userAddExtraInventoryItem, {
    roles: TENANT,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await addExtraInventoryItem(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userAgreeInventoryList, {
    roles: TENANT,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await agreeInventoryList(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRejectInventoryList, {
    roles: TENANT,
    privilege: LISTS,
    handler: async (ctx) => ({ data: await rejectInventoryList(useCase(ctx), ctx.input, ctx.files) }),
  }),

  // ---- admins read every company's lists ----
  defineCall(adminListInventoryLists, {
    roles: ['admin'],
    privilege: LISTS,
    handler: async (ctx) => ({ data: await listInventoryLists(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetInventoryList, {
    roles: ['admin'],
    privilege: LISTS,
    handler: async (ctx) => ({ data: await getInventoryList(useCase(ctx), ctx.input) }),
  }),
];
