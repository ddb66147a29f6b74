import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Inventory screens: a unit's and its rooms' items (property-inventory, room-inventory, add-…-items)
// and the tenancy inventory (snag) lists of every area, lazy-loaded in three chunks.
const place = (name: keyof typeof import('./place-screens')) =>
  lazyRouteComponent(() => import('./place-screens'), name);
const lists = (name: keyof typeof import('./list-screens')) =>
  lazyRouteComponent(() => import('./list-screens'), name);

export const INVENTORY_SCREENS: TScreens = {
  '/operator/property-inventory/$id': place('PropertyInventoryScreen'),
  '/operator/room-inventory/$id': place('RoomInventoryScreen'),
  '/operator/add-inventory-items/$id': place('AddInventoryItemsScreen'),
  '/operator/add-custom-items/$id': place('AddCustomItemsScreen'),
  '/operator/edit-inventory-items/$id': place('EditInventoryItemScreen'),
  '/operator/inventory-list': lists('InventoryListsScreen'),
  '/operator/inventory-list-item-list/$id': lists('InventoryListItemListScreen'),
  '/operator/view-inventory-list': lists('InventoryOverviewScreen'),
  '/operator/view-inventory-list/$id': lists('ViewInventoryListScreen'),
  '/operator/inventory-list-agreement': lists('InventoryAgreementScreen'),
  '/landlord/inventory-list': lists('LandlordInventoryListScreen'),
  '/admin/inventory-list': lists('AdminInventoryListScreen'),
  '/inventory-list': lazyRouteComponent(
    () => import('./tenant/tenant-lists-page'),
    'TenantInventoryListScreen',
  ),
};
