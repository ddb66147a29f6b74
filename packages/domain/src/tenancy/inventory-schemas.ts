import { z } from 'zod';
import { fSignature, ZLifecycleEvent } from '../booking/schemas';
import { fBool, fId, fInt, fJson, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import {
  EXTRA_ITEM_STATUSES,
  INVENTORY_CONDITIONS,
  INVENTORY_LIST_ACTIONS,
  INVENTORY_LIST_KINDS,
  INVENTORY_LIST_STATUSES,
} from './machines';

// Inventory (snag) lists: the items kept for a unit and its rooms, and a tenancy's check-in and move-out
// lists made from them (docs/decisions/0019-tenancy.md).

/** Common items offered by add-inventory-items; the label is in the web's `inventory` namespace. */
export const INVENTORY_CATALOGUE = {
  living: [
    'sofa',
    'coffee_table',
    'tv',
    'tv_cabinet',
    'dining_table',
    'dining_chair',
    'curtain',
    'ceiling_fan',
  ],
  bedroom: ['bed_frame', 'mattress', 'wardrobe', 'study_table', 'chair', 'air_conditioner', 'lamp'],
  kitchen: ['refrigerator', 'washing_machine', 'microwave', 'cooker_hob', 'cooker_hood', 'water_heater'],
  fixtures: ['door_key', 'access_card', 'main_door', 'window', 'light', 'power_socket', 'smoke_detector'],
} as const;
export type TInventoryCategory = keyof typeof INVENTORY_CATALOGUE;
export const INVENTORY_CATEGORIES = Object.keys(INVENTORY_CATALOGUE) as TInventoryCategory[];
export const INVENTORY_CATALOGUE_KEYS: readonly string[] = Object.values(INVENTORY_CATALOGUE).flat();

export const INVENTORY_PHOTO_FILES = { photos: { kind: 'image', maxFiles: 6, maxSizeMb: 4 } } as const;

const fQuantity = () => fInt().pipe(z.number().int().min(1, { error: 'required' }).max(999));
const fCondition = () => z.enum(INVENTORY_CONDITIONS);
const fRemarks = () => fOptional(fText(500));

// ---- the items of a unit or room (property-inventory, room-inventory) ----
/** A unit's common areas (unit_id) or one room (room_id; its unit is found from it). */
export const ZInventoryPlaceInput = z
  .object({ unit_id: fOptional(fId()), room_id: fOptional(fId()) })
  .refine((v) => !!v.unit_id || !!v.room_id, { error: 'required', path: ['unit_id'] });
export const ZInventoryItem = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  room_id: z.number().int().nullable(),
  /** A catalogue key (label translated on screen) or null for a custom item. */
  catalogue_key: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  condition: z.enum(INVENTORY_CONDITIONS),
  remarks: z.string().nullable(),
  photos: z.array(z.object({ file_id: z.number().int(), url: z.string() })),
  updated_at: z.string(),
});
export type TInventoryItem = z.infer<typeof ZInventoryItem>;
export const ZInventoryPlace = z.object({
  property_id: z.number().int(),
  property_name: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  room_id: z.number().int().nullable(),
  room_name: z.string().nullable(),
  rooms: z.array(z.object({ id: z.number().int(), name: z.string(), item_count: z.number().int() })),
  items: z.array(ZInventoryItem),
});

/** add-inventory-items: catalogue items by key; add-custom-items: by name. One call for both. */
export const ZAddInventoryItemsInput = z.object({
  unit_id: fId(),
  room_id: fOptional(fId()),
  /** A JSON array on the wire (form fields are strings), like extra_tenants and remove_photo_ids. */
  items: fJson(
    z
      .array(
        z
          .object({
            catalogue_key: fOptional(z.enum(INVENTORY_CATALOGUE_KEYS as [string, ...string[]])),
            name: fOptional(fText(120)),
            quantity: fQuantity(),
            condition: fCondition(),
            remarks: fRemarks(),
          })
          .refine((v) => !!v.catalogue_key || !!v.name, { error: 'required', path: ['name'] }),
      )
      .min(1, { error: 'required' })
      .max(100, { error: 'too-many-entries' }),
  ),
});
export const ZUpdateInventoryItemInput = z.object({
  inventory_item_id: fId(),
  name: fText(120),
  quantity: fQuantity(),
  condition: fCondition(),
  remarks: fRemarks(),
  /** Photos to drop (file ids); new ones come as `photos` files. */
  remove_photo_ids: fOptional(fJson(z.array(fId()).max(20, { error: 'too-many-entries' }))).default([]),
});
export const ZInventoryItemIdInput = z.object({ inventory_item_id: fId() });

// ---- a tenancy's inventory list ----
export const INVENTORY_LIST_TABS = ['draft', 'pending', 'agreed', 'rejected', 'all'] as const;
export const ZCreateInventoryListInput = z.object({
  tenancy_id: fId(),
  kind: fOptional(z.enum(INVENTORY_LIST_KINDS)).default('check_in'),
});
export const ZInventoryListIdInput = z.object({ inventory_list_id: fId() });
export const ZAgreeInventoryListInput = z.object({ inventory_list_id: fId(), signature: fSignature() });
export const ZRejectInventoryListInput = z.object({ inventory_list_id: fId(), remarks: fText(1000) });
export const ZListInventoryListsInput = z.object({
  status: fOptional(z.enum(INVENTORY_LIST_TABS)).default('all'),
  tenancy_id: fOptional(fId()),
  kind: fOptional(z.enum(INVENTORY_LIST_KINDS)),
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(),
});
export const ZAdminListInventoryListsInput = ZListInventoryListsInput.extend({
  company_id: fOptional(fId()),
});

/** The operator sets a line's condition and remarks while the list is draft or rejected. */
export const ZUpdateInventoryListItemInput = z.object({
  inventory_list_item_id: fId(),
  quantity: fQuantity(),
  condition: fCondition(),
  remarks: fRemarks(),
  not_to_rate: fOptional(fBool()).default(false),
});
export const ZInventoryListItemIdInput = z.object({ inventory_list_item_id: fId() });
/** The tenant, while answering: marks a line "not to rate" and/or leaves a remark on it. */
export const ZMarkInventoryListItemInput = z.object({
  inventory_list_item_id: fId(),
  not_to_rate: fBool(),
  tenant_remarks: fRemarks(),
});
/** The tenant adds an item the list missed (photos as `photos` files); the operator accepts or refuses it. */
export const ZAddExtraInventoryItemInput = z.object({
  inventory_list_id: fId(),
  name: fText(120),
  quantity: fQuantity(),
  condition: fCondition(),
  remarks: fRemarks(),
});
export const ZDecideExtraInventoryItemInput = z.object({
  inventory_list_item_id: fId(),
  decision: z.enum(['accepted', 'refused']),
});

export const ZInventoryListItem = z.object({
  id: z.number().int(),
  room_id: z.number().int().nullable(),
  /** Where the item is: the room's name, or null for the unit's common areas. */
  area: z.string().nullable(),
  catalogue_key: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  condition: z.enum(INVENTORY_CONDITIONS),
  remarks: z.string().nullable(),
  photos: z.array(z.object({ file_id: z.number().int(), url: z.string() })),
  not_to_rate: z.boolean(),
  tenant_remarks: z.string().nullable(),
  is_extra: z.boolean(),
  extra_status: z.enum(EXTRA_ITEM_STATUSES).nullable(),
  /** On a move-out list: the condition at check-in, and whether it is now worse (damage). */
  check_in_condition: z.enum(INVENTORY_CONDITIONS).nullable(),
  is_damaged: z.boolean(),
});
export type TInventoryListItem = z.infer<typeof ZInventoryListItem>;

export const ZInventoryListRow = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  tenancy_id: z.number().int(),
  tenancy_code: z.string(),
  kind: z.enum(INVENTORY_LIST_KINDS),
  status: z.enum(INVENTORY_LIST_STATUSES),
  tenant_name: z.string(),
  property_name: z.string(),
  unit_name: z.string(),
  room_name: z.string().nullable(),
  item_count: z.number().int(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** Once agreed: who signed and the signed PDF (inventory-list-agreement lists them). */
  signer_name: z.string().nullable().optional(),
  pdf_url: z.string().nullable().optional(),
  updated_at: z.string(),
});
export type TInventoryListRow = z.infer<typeof ZInventoryListRow>;

export const ZInventoryListDetail = ZInventoryListRow.extend({
  items: z.array(ZInventoryListItem),
  rejection: z
    .object({
      remarks: z.string(),
      photos: z.array(z.object({ file_id: z.number().int(), url: z.string() })),
    })
    .nullable(),
  signature: z.object({ signed_at: z.string(), name: z.string(), ip: z.string().nullable() }).nullable(),
  /** The signed PDF (with photos), once agreed. */
  pdf_url: z.string().nullable(),
  history: z.array(ZLifecycleEvent),
  actions: z.array(z.enum(INVENTORY_LIST_ACTIONS)),
  /** The caller may change lines (operator, draft or rejected) or answer (tenant, pending). */
  can_edit_items: z.boolean(),
  can_answer: z.boolean(),
});
export type TInventoryListDetail = z.infer<typeof ZInventoryListDetail>;
