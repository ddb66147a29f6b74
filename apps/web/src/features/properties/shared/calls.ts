import {
  adminApproveListing,
  adminGetProperty,
  adminGetRoom,
  adminGetUnit,
  type adminListPendingListings,
  adminListProperties,
  adminListRooms,
  adminListUnits,
  adminRejectListing,
  adminUpdateProperty,
  adminUpdateRoom,
  adminUpdateUnit,
  adminUploadPropertyPhotos,
} from '@sewa/domain/properties/calls-admin';
import {
  type TListingActionContract,
  userArchiveListing,
  userGetProperty,
  userListLandlordProperties,
  userListProperties,
  userPublishListing,
  userRestoreListing,
  userSubmitListing,
  userUnlistListing,
  userUpdateProperty,
  userUploadPropertyPhotos,
} from '@sewa/domain/properties/calls-operator';
import {
  userGetRoom,
  userGetUnit,
  userListRooms,
  userListUnits,
  userUpdateRoom,
  userUpdateUnit,
} from '@sewa/domain/properties/calls-units';
import type { TListingAction } from '@sewa/domain/properties/listing-workflow';

// The contracts of the properties module per area (packages/domain/src/properties/calls-*.ts). The admin
// site reaches every company through admin- calls; operators and landlords through user- calls. null: the
// area may not make that change.

export type TPropertiesArea = 'operator' | 'admin' | 'landlord';

export const AREA_CALLS = {
  operator: {
    list: userListProperties,
    get: userGetProperty,
    update: userUpdateProperty,
    uploadPhotos: userUploadPropertyPhotos,
    listUnits: userListUnits,
    getUnit: userGetUnit,
    updateUnit: userUpdateUnit,
    listRooms: userListRooms,
    getRoom: userGetRoom,
    updateRoom: userUpdateRoom,
  },
  admin: {
    list: adminListProperties,
    get: adminGetProperty,
    update: adminUpdateProperty,
    uploadPhotos: adminUploadPropertyPhotos,
    listUnits: adminListUnits,
    getUnit: adminGetUnit,
    updateUnit: adminUpdateUnit,
    listRooms: adminListRooms,
    getRoom: adminGetRoom,
    updateRoom: adminUpdateRoom,
  },
  landlord: {
    list: userListLandlordProperties,
    get: userGetProperty,
    update: null,
    uploadPhotos: userUploadPropertyPhotos,
    listUnits: userListUnits,
    getUnit: userGetUnit,
    updateUnit: null,
    listRooms: null,
    getRoom: userGetRoom,
    updateRoom: null,
  },
} as const;

/** The contracts of whichever area is showing. */
export type TAreaCalls = (typeof AREA_CALLS)[TPropertiesArea];
/** The calls that answer a page of properties with the tab counts. */
export type TPropertyListContract = TAreaCalls['list'] | typeof adminListPendingListings;

/** The workflow call behind each listing action (reject also takes the reason). */
export const LISTING_ACTION_CALLS: Record<
  TListingAction,
  TListingActionContract | typeof adminRejectListing
> = {
  submit: userSubmitListing,
  unlist: userUnlistListing,
  publish: userPublishListing,
  archive: userArchiveListing,
  restore: userRestoreListing,
  approve: adminApproveListing,
  reject: adminRejectListing,
};
