import type {
  TInventoryItem,
  TInventoryListDetail,
  TInventoryListItem,
  TInventoryListRow,
} from '@sewa/domain/tenancy/inventory-schemas';
import type { TTenancyRow } from '@sewa/domain/tenancy/schemas';
import { saveSession } from '../../../app/session';

// Answers of the inventory contracts for the screen tests.

export const signInAsOperator = () =>
  saveSession({
    token: 'op-token',
    role: 'operator',
    privileges: ['properties', 'inventory-list', 'tenancy'],
    origin: 'login',
  });
export const signInAsTenant = () =>
  saveSession({ token: 'tenant-token', role: 'tenant', privileges: [], origin: 'login' });
export const signInAsLandlord = () =>
  saveSession({ token: 'landlord-token', role: 'landlord', privileges: [], origin: 'login' });
export const signInAsAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['inventory-list', 'users/operator'],
    origin: 'login',
  });

export const page = <T>(items: T[]) => ({ data: { items, total: items.length, page: 1, page_size: 10 } });

export const item = (over: Partial<TInventoryItem> = {}): TInventoryItem => ({
  id: 31,
  unit_id: 5,
  room_id: null,
  catalogue_key: 'sofa',
  name: 'Sofa',
  quantity: 1,
  condition: 'good',
  remarks: 'Three-seater',
  photos: [{ file_id: 901, url: '/files/901/sofa.jpg' }],
  updated_at: '2026-05-01T02:00:00.000Z',
  ...over,
});

export const place = (over: Record<string, unknown> = {}) => ({
  property_id: 11,
  property_name: 'Residensi Harmoni',
  unit_id: 5,
  unit_name: 'A-12-3',
  room_id: null as number | null,
  room_name: null as string | null,
  rooms: [
    { id: 71, name: 'Master room', item_count: 4 },
    { id: 72, name: 'Room B', item_count: 0 },
  ],
  items: [
    item(),
    item({ id: 32, catalogue_key: null, name: 'Shoe rack', condition: 'fair', remarks: null, photos: [] }),
  ],
  ...over,
});

export const line = (over: Partial<TInventoryListItem> = {}): TInventoryListItem => ({
  id: 401,
  room_id: null,
  area: null,
  catalogue_key: 'sofa',
  name: 'Sofa',
  quantity: 1,
  condition: 'good',
  remarks: null,
  photos: [],
  not_to_rate: false,
  tenant_remarks: null,
  is_extra: false,
  extra_status: null,
  check_in_condition: null,
  is_damaged: false,
  ...over,
});

export const listRow = (over: Partial<TInventoryListRow> = {}): TInventoryListRow => ({
  id: 61,
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  tenancy_id: 12,
  tenancy_code: 'T-000012',
  kind: 'check_in',
  status: 'draft',
  tenant_name: 'Nur Aisyah',
  property_name: 'Residensi Harmoni',
  unit_name: 'A-12-3',
  room_name: 'Master room',
  item_count: 2,
  sent_at: null,
  answered_at: null,
  updated_at: '2026-05-01T02:00:00.000Z',
  ...over,
});

export const listDetail = (over: Partial<TInventoryListDetail> = {}): TInventoryListDetail => ({
  ...listRow(),
  items: [
    line(),
    line({ id: 402, room_id: 71, area: 'Master room', catalogue_key: 'bed_frame', name: 'Bed frame' }),
  ],
  rejection: null,
  signature: null,
  pdf_url: null,
  history: [],
  actions: ['send'],
  can_edit_items: true,
  can_answer: false,
  ...over,
});

export const tenancyRow = (over: Partial<TTenancyRow> = {}): TTenancyRow => ({
  id: 12,
  code: 'T-000012',
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  status: 'pending',
  tenant_user_id: 44,
  tenant_name: 'Nur Aisyah',
  tenant_mobile: null,
  property_id: 11,
  property_name: 'Residensi Harmoni',
  unit_id: 5,
  unit_name: 'A-12-3',
  room_id: 71,
  room_name: 'Master room',
  tenure_start: '2026-06-01',
  tenure_end: '2027-05-31',
  monthly_rent_sen: 90_000,
  deposits_sen: 180_000,
  booking_id: null,
  booking_ref: null,
  checked_in_at: null,
  days_to_end: 365,
  renewed_from_id: null,
  created_at: '2026-05-01T02:00:00.000Z',
  ...over,
});
