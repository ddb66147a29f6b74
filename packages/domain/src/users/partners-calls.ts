import { z } from 'zod';
import { dataOf, pageOf, ZEmpty, ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  ZAdminListContractorsInput,
  ZAdminListLandlordsInput,
  ZContractor,
  ZContractorInput,
  ZContractorListItem,
  ZLandlord,
  ZLandlordInput,
  ZLandlordListItem,
  ZLandlordOption,
  ZListContractorsInput,
  ZListLandlordsInput,
  ZListSubContractorsInput,
  ZListVendorsInput,
  ZSubContractor,
  ZSubContractorInput,
  ZSubContractorOptions,
  ZUpdateContractorInput,
  ZUpdateLandlordInput,
  ZUpdateSubContractorInput,
  ZUpdateVendorInput,
  ZVendor,
  ZVendorInput,
} from './partners-schemas';

// The company's partners (product §2.2 users, §2.4 sub-contractors, §2.5 admin landlord and contractor).

// ---- operator: landlords ----
export const userListLandlords = defineContract({
  name: 'user-list-landlords',
  input: ZListLandlordsInput,
  output: dataOf(pageOf(ZLandlordListItem)),
});
export const userCreateLandlordProfile = defineContract({
  name: 'user-create-landlord-profile',
  input: ZLandlordInput,
  output: dataOf(ZLandlord),
});
export const userGetLandlord = defineContract({
  name: 'user-get-landlord',
  input: ZIdInput,
  output: dataOf(ZLandlord),
});
export const userUpdateLandlord = defineContract({
  name: 'user-update-landlord',
  input: ZUpdateLandlordInput,
  output: dataOf(ZLandlord),
});
/** The property form's owner picker (privilege `properties`, not `users/landlord`). */
export const userListLandlordOptions = defineContract({
  name: 'user-list-landlord-options',
  input: ZEmpty,
  output: dataOf(z.object({ items: z.array(ZLandlordOption) })),
});

// ---- operator: contractors ----
export const userListContractors = defineContract({
  name: 'user-list-contractors',
  input: ZListContractorsInput,
  output: dataOf(pageOf(ZContractorListItem)),
});
export const userCreateContractorProfile = defineContract({
  name: 'user-create-contractor-profile',
  input: ZContractorInput,
  output: dataOf(ZContractor),
});
export const userGetContractor = defineContract({
  name: 'user-get-contractor',
  input: ZIdInput,
  output: dataOf(ZContractor),
});
export const userUpdateContractor = defineContract({
  name: 'user-update-contractor',
  input: ZUpdateContractorInput,
  output: dataOf(ZContractor),
});

// ---- operator: vendors ----
export const userListVendors = defineContract({
  name: 'user-list-vendors',
  input: ZListVendorsInput,
  output: dataOf(pageOf(ZVendor)),
});
export const userCreateVendorProfile = defineContract({
  name: 'user-create-vendor-profile',
  input: ZVendorInput,
  output: dataOf(ZVendor),
});
export const userGetVendor = defineContract({
  name: 'user-get-vendor',
  input: ZIdInput,
  output: dataOf(ZVendor),
});
export const userUpdateVendor = defineContract({
  name: 'user-update-vendor',
  input: ZUpdateVendorInput,
  output: dataOf(ZVendor),
});
/** Vendors are never deleted (expenses point at them): archived ones leave the pickers. */
export const userArchiveVendor = defineContract({
  name: 'user-archive-vendor',
  input: ZIdInput,
  output: dataOf(ZVendor),
});
export const userUnarchiveVendor = defineContract({
  name: 'user-unarchive-vendor',
  input: ZIdInput,
  output: dataOf(ZVendor),
});

// ---- contractor: sub-contractors (product §2.4) ----
export const userListSubContractors = defineContract({
  name: 'user-list-sub-contractors',
  input: ZListSubContractorsInput,
  output: dataOf(pageOf(ZSubContractor)),
});
export const userCreateSubContractor = defineContract({
  name: 'user-create-sub-contractor',
  input: ZSubContractorInput,
  output: dataOf(ZSubContractor),
});
export const userGetSubContractor = defineContract({
  name: 'user-get-sub-contractor',
  input: ZIdInput,
  output: dataOf(ZSubContractor),
});
export const userUpdateSubContractor = defineContract({
  name: 'user-update-sub-contractor',
  input: ZUpdateSubContractorInput,
  output: dataOf(ZSubContractor),
});
/** The categories a main contractor may give its sub-contractors: its own. */
export const userGetSubContractorOptions = defineContract({
  name: 'user-get-sub-contractor-options',
  input: ZEmpty,
  output: dataOf(ZSubContractorOptions),
});

// ---- admin: across companies (product §2.5) ----
export const adminListLandlords = defineContract({
  name: 'admin-list-landlords',
  input: ZAdminListLandlordsInput,
  output: dataOf(pageOf(ZLandlordListItem)),
});
export const adminGetLandlord = defineContract({
  name: 'admin-get-landlord',
  input: ZIdInput,
  output: dataOf(ZLandlord),
});
export const adminUpdateLandlord = defineContract({
  name: 'admin-update-landlord',
  input: ZUpdateLandlordInput,
  output: dataOf(ZLandlord),
});
export const adminListContractors = defineContract({
  name: 'admin-list-contractors',
  input: ZAdminListContractorsInput,
  output: dataOf(pageOf(ZContractorListItem)),
});
export const adminGetContractor = defineContract({
  name: 'admin-get-contractor',
  input: ZIdInput,
  output: dataOf(ZContractor),
});
export const adminUpdateContractor = defineContract({
  name: 'admin-update-contractor',
  input: ZUpdateContractorInput,
  output: dataOf(ZContractor),
});
