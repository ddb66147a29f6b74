import { EditPropertyScreen } from './property-pages/edit-property-page';
import { inArea } from './shared/area';
import { EditRoomDetailsScreen } from './units/edit-room-details-page';
import { EditUnitDetailsScreen } from './units/edit-unit-details-page';
import { EditUnitScreen } from './units/edit-unit-page';

// The admin site's property screens (product §2.5): every company's listings and the approval queue.
export { AdminPropertiesPage } from './admin/admin-properties-page';
export { AdminBookingSettingPage } from './booking-settings/admin-booking-setting-page';
export { AdminLivePropertiesPage } from './live/admin-live-properties-page';

export const AdminEditPropertyPage = inArea('admin', EditPropertyScreen);
export const AdminEditUnitPage = inArea('admin', EditUnitScreen);
export const AdminEditUnitDetailsPage = inArea('admin', EditUnitDetailsScreen);
export const AdminEditRoomDetailsPage = inArea('admin', EditRoomDetailsScreen);
