import { AddPropertyScreen } from './property-pages/add-property-page';
import { EditPropertyScreen } from './property-pages/edit-property-page';
import { AddRentalScreen } from './rentals/add-rental-page';
import { inArea } from './shared/area';
import { AddUnitScreen } from './units/add-unit-page';
import { EditRoomDetailsScreen } from './units/edit-room-details-page';
import { EditUnitDetailsScreen } from './units/edit-unit-details-page';
import { EditUnitScreen } from './units/edit-unit-page';
import { RoomsScreen } from './units/rooms-page';

// The operator's property screens (product §2.2 [properties]), one chunk for the whole module.
export { OperatorBookingSettingPage } from './booking-settings/booking-setting-page';
export { EditBookingSettingPage } from './booking-settings/edit-booking-setting-page';
export { OperatorPropertiesPage } from './list/operator-properties-page';
export { LivePropertiesPage } from './live/live-properties-page';

export const OperatorAddPropertyPage = inArea('operator', AddPropertyScreen);
export const OperatorEditPropertyPage = inArea('operator', EditPropertyScreen);
export const OperatorAddUnitPage = inArea('operator', AddUnitScreen);
export const OperatorEditUnitPage = inArea('operator', EditUnitScreen);
export const OperatorEditUnitDetailsPage = inArea('operator', EditUnitDetailsScreen);
export const OperatorRoomsPage = inArea('operator', RoomsScreen);
export const OperatorEditRoomDetailsPage = inArea('operator', EditRoomDetailsScreen);
export const OperatorAddRentalPage = inArea('operator', AddRentalScreen);
