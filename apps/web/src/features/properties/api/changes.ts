import {
  adminGetProperty,
  adminGetRoom,
  adminGetUnit,
  adminListListingReports,
  adminListLiveProperties,
  adminListPendingListings,
  adminListProperties,
  adminListRooms,
  adminListUnits,
} from '@sewa/domain/properties/calls-admin';
import {
  userGetProperty,
  userListLandlordProperties,
  userListProperties,
} from '@sewa/domain/properties/calls-operator';
import { userGetLiveProperties, userGetRentalBookingSetting } from '@sewa/domain/properties/calls-settings';
import {
  userGetRental,
  userGetRoom,
  userGetUnit,
  userListRooms,
  userListUnits,
} from '@sewa/domain/properties/calls-units';
import {
  adminGetLandlord,
  adminListLandlords,
  userGetLandlord,
  userListLandlords,
} from '@sewa/domain/users/partners-calls';

// Which cached reads show what a change touches, both areas' calls alike (only the cached ones refetch).

/** Lists with a property's status, counts, price and cover. */
export const PROPERTY_LISTS = [
  userListProperties,
  userListLandlordProperties,
  adminListProperties,
  adminListPendingListings,
] as const;
export const PROPERTY_RECORDS = [userGetProperty, adminGetProperty] as const;
/** A unit's record carries its rooms, rentals and its property's name and status. */
export const UNIT_RECORDS = [userGetUnit, adminGetUnit] as const;
export const UNIT_LISTS = [userListUnits, adminListUnits] as const;
/** A room's record carries its rental, its unit's number and its property's name and status. */
export const ROOM_RECORDS = [userGetRoom, adminGetRoom] as const;
export const ROOM_LISTS = [userListRooms, adminListRooms] as const;
/** What the live lists show: published rentals. */
export const LIVE_LISTS = [userGetLiveProperties, adminListLiveProperties] as const;
export const RENTAL_RECORDS = [userGetRental] as const;
export const RENTAL_BOOKING_SETTINGS = [userGetRentalBookingSetting] as const;
export const LISTING_REPORTS = [adminListListingReports] as const;

/** A rental added or changed: its unit, room and property counts, and what is published. */
export const RENTAL_CHANGES = [
  ...RENTAL_RECORDS,
  ...UNIT_RECORDS,
  ...UNIT_LISTS,
  ...ROOM_RECORDS,
  ...ROOM_LISTS,
  ...PROPERTY_RECORDS,
  ...PROPERTY_LISTS,
  ...LIVE_LISTS,
];
/** A landlord's record lists the properties it owns; the landlord lists count them. */
export const OWNER_RECORDS = [
  userGetLandlord,
  userListLandlords,
  adminGetLandlord,
  adminListLandlords,
] as const;
