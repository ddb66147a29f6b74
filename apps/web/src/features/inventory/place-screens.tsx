// The operator's screens of a unit's and its rooms' items (privilege properties), one chunk.
export { AddInventoryItemsScreen } from './place/add-items-page';
export { AddCustomItemsScreen } from './place/custom-items-page';
export { EditInventoryItemScreen } from './place/edit-item-page';
export { PropertyInventoryScreen, RoomInventoryScreen } from './place/place-page';
