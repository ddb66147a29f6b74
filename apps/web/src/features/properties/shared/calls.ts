import type { TListingAction } from '@sewa/domain/properties/listing-workflow';

// Call names of the properties module per area (apps/server/src/modules/properties/calls-*.ts).
// The admin site reaches every company through admin- calls; operators and landlords through user- calls.

export type TPropertiesArea = 'operator' | 'admin' | 'landlord';

export type TAreaCalls = {
  list: string;
  get: string;
  update: string | null;
  uploadPhotos: string;
  listUnits: string;
  getUnit: string;
  updateUnit: string | null;
  listRooms: string | null;
  getRoom: string;
  updateRoom: string | null;
};

export const AREA_CALLS: Record<TPropertiesArea, TAreaCalls> = {
  operator: {
    list: 'user-list-properties',
    get: 'user-get-property',
    update: 'user-update-property',
    uploadPhotos: 'user-upload-property-photos',
    listUnits: 'user-list-units',
    getUnit: 'user-get-unit',
    updateUnit: 'user-update-unit',
    listRooms: 'user-list-rooms',
    getRoom: 'user-get-room',
    updateRoom: 'user-update-room',
  },
  admin: {
    list: 'admin-list-properties',
    get: 'admin-get-property',
    update: 'admin-update-property',
    uploadPhotos: 'admin-upload-property-photos',
    listUnits: 'admin-list-units',
    getUnit: 'admin-get-unit',
    updateUnit: 'admin-update-unit',
    listRooms: 'admin-list-rooms',
    getRoom: 'admin-get-room',
    updateRoom: 'admin-update-room',
  },
  landlord: {
    list: 'user-list-landlord-properties',
    get: 'user-get-property',
    update: null,
    uploadPhotos: 'user-upload-property-photos',
    listUnits: 'user-list-units',
    getUnit: 'user-get-unit',
    updateUnit: null,
    listRooms: null,
    getRoom: 'user-get-room',
    updateRoom: null,
  },
};

export const CALL = {
  createProperty: 'user-create-property',
  proposeProperty: 'user-propose-property',
  createUnit: 'user-create-unit',
  createRoom: 'user-create-room',
  createRental: 'user-create-rental',
  updateRental: 'user-update-rental',
  getRental: 'user-get-rental',
  getBookingSetting: 'user-get-booking-setting',
  updateBookingSetting: 'user-update-booking-setting',
  adminGetBookingSetting: 'admin-get-booking-setting',
  adminUpdateBookingSetting: 'admin-update-booking-setting',
  getRentalBookingSetting: 'user-get-rental-booking-setting',
  updateRentalBookingSetting: 'user-update-rental-booking-setting',
  getLiveProperties: 'user-get-live-properties',
  updateLiveProperties: 'user-update-live-properties',
  adminListLiveProperties: 'admin-list-live-properties',
  adminListPending: 'admin-list-pending-listings',
  adminListReports: 'admin-list-listing-reports',
  adminResolveReport: 'admin-resolve-listing-report',
} as const;

/** The workflow call behind each listing action. */
export const LISTING_ACTION_CALLS: Record<TListingAction, string> = {
  submit: 'user-submit-listing',
  unlist: 'user-unlist-listing',
  publish: 'user-publish-listing',
  archive: 'user-archive-listing',
  restore: 'user-restore-listing',
  approve: 'admin-approve-listing',
  reject: 'admin-reject-listing',
};
