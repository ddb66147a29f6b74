import { ZEmpty, ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import { PHOTO_FILES } from './calls-operator';
import {
  ZAdminListPropertiesInput,
  ZAdminUploadPropertyPhotosInput,
  ZListPendingListingsInput,
  ZListPropertiesOutput,
  ZPropertyOutput,
  ZRejectListingInput,
  ZUpdatePropertyInput,
  ZUploadPropertyPhotosOutput,
} from './property-schemas';
import {
  ZAdminBookingSettingInput,
  ZAdminListLivePropertiesInput,
  ZAdminUpdateBookingSettingInput,
  ZBookingSettingOutput,
  ZListingReportPageOutput,
  ZListListingReportsInput,
  ZLiveListPageOutput,
} from './setting-schemas';
import {
  ZListRoomsInput,
  ZListUnitsInput,
  ZRoomDetailOutput,
  ZRoomOutput,
  ZRoomPageOutput,
  ZUnitDetailOutput,
  ZUnitOutput,
  ZUnitPageOutput,
  ZUpdateRoomInput,
  ZUpdateUnitInput,
} from './unit-schemas';

// The admin site (product §2.5): every company's properties, the approval queue, listing reports, live
// lists and booking terms.

export const adminListProperties = defineContract({
  name: 'admin-list-properties',
  input: ZAdminListPropertiesInput,
  output: ZListPropertiesOutput,
});

export const adminListPendingListings = defineContract({
  name: 'admin-list-pending-listings',
  input: ZListPendingListingsInput,
  output: ZListPropertiesOutput,
});

export const adminGetProperty = defineContract({
  name: 'admin-get-property',
  input: ZIdInput,
  output: ZPropertyOutput,
});

export const adminUpdateProperty = defineContract({
  name: 'admin-update-property',
  input: ZUpdatePropertyInput,
  output: ZPropertyOutput,
});

export const adminUploadPropertyPhotos = defineContract({
  name: 'admin-upload-property-photos',
  input: ZAdminUploadPropertyPhotosInput,
  output: ZUploadPropertyPhotosOutput,
  files: PHOTO_FILES,
});

export const adminApproveListing = defineContract({
  name: 'admin-approve-listing',
  input: ZIdInput,
  output: ZPropertyOutput,
});

export const adminRejectListing = defineContract({
  name: 'admin-reject-listing',
  input: ZRejectListingInput,
  output: ZPropertyOutput,
});

export const adminListUnits = defineContract({
  name: 'admin-list-units',
  input: ZListUnitsInput,
  output: ZUnitPageOutput,
});

export const adminGetUnit = defineContract({
  name: 'admin-get-unit',
  input: ZIdInput,
  output: ZUnitDetailOutput,
});

export const adminUpdateUnit = defineContract({
  name: 'admin-update-unit',
  input: ZUpdateUnitInput,
  output: ZUnitOutput,
});

export const adminListRooms = defineContract({
  name: 'admin-list-rooms',
  input: ZListRoomsInput,
  output: ZRoomPageOutput,
});

export const adminGetRoom = defineContract({
  name: 'admin-get-room',
  input: ZIdInput,
  output: ZRoomDetailOutput,
});

export const adminUpdateRoom = defineContract({
  name: 'admin-update-room',
  input: ZUpdateRoomInput,
  output: ZRoomOutput,
});

export const adminListListingReports = defineContract({
  name: 'admin-list-listing-reports',
  input: ZListListingReportsInput,
  output: ZListingReportPageOutput,
});

export const adminResolveListingReport = defineContract({
  name: 'admin-resolve-listing-report',
  input: ZIdInput,
  output: ZEmpty,
});

export const adminListLiveProperties = defineContract({
  name: 'admin-list-live-properties',
  input: ZAdminListLivePropertiesInput,
  output: ZLiveListPageOutput,
});

export const adminGetBookingSetting = defineContract({
  name: 'admin-get-booking-setting',
  input: ZAdminBookingSettingInput,
  output: ZBookingSettingOutput,
});

export const adminUpdateBookingSetting = defineContract({
  name: 'admin-update-booking-setting',
  input: ZAdminUpdateBookingSettingInput,
  output: ZBookingSettingOutput,
});
