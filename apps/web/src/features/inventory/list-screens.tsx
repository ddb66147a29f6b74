// The inventory (snag) list screens of the operator (privilege inventory-list), the landlord and the
// admin (read-only), one chunk.
export { InventoryAgreementScreen } from './lists/agreement-page';
export { InventoryListItemListScreen } from './lists/item-list-page';
export { InventoryListsScreen } from './lists/lists-page';
export { InventoryOverviewScreen } from './lists/overview-page';
export { AdminInventoryListScreen, LandlordInventoryListScreen } from './lists/read-only-page';
export { ViewInventoryListScreen } from './lists/view-list-page';
