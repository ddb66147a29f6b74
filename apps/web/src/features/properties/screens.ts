import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Property screens of the operator, admin and landlord sites. Each site's screens share one chunk, loaded
// on the first visit to any of them.
const operator = (name: keyof typeof import('./operator-screens')) =>
  lazyRouteComponent(() => import('./operator-screens'), name);
const admin = (name: keyof typeof import('./admin-screens')) =>
  lazyRouteComponent(() => import('./admin-screens'), name);
const landlord = (name: keyof typeof import('./landlord-screens')) =>
  lazyRouteComponent(() => import('./landlord-screens'), name);

export const PROPERTY_SCREENS: TScreens = {
  '/operator/properties': operator('OperatorPropertiesPage'),
  '/operator/add-property': operator('OperatorAddPropertyPage'),
  '/operator/edit-property/$id': operator('OperatorEditPropertyPage'),
  '/operator/add-unit/$id': operator('OperatorAddUnitPage'),
  '/operator/edit-unit/$id': operator('OperatorEditUnitPage'),
  '/operator/edit-unit-details/$id': operator('OperatorEditUnitDetailsPage'),
  '/operator/rooms/$id': operator('OperatorRoomsPage'),
  '/operator/edit-room-details/$id': operator('OperatorEditRoomDetailsPage'),
  '/operator/add-rental/$id': operator('OperatorAddRentalPage'),
  '/operator/booking-setting': operator('OperatorBookingSettingPage'),
  '/operator/edit-booking-setting/$id': operator('EditBookingSettingPage'),
  '/operator/live-properties': operator('LivePropertiesPage'),
  '/landlord/properties': landlord('LandlordPropertiesPage'),
  '/landlord/add-property': landlord('LandlordAddPropertyPage'),
  '/landlord/add-unit': landlord('LandlordAddUnitPage'),
  '/admin/properties': admin('AdminPropertiesPage'),
  '/admin/edit-property/$id': admin('AdminEditPropertyPage'),
  '/admin/edit-unit/$id': admin('AdminEditUnitPage'),
  '/admin/edit-unit-details/$id': admin('AdminEditUnitDetailsPage'),
  '/admin/edit-room-details/$id': admin('AdminEditRoomDetailsPage'),
  '/admin/live-properties': admin('AdminLivePropertiesPage'),
  '/admin/booking-setting': admin('AdminBookingSettingPage'),
};
