import { DEFAULT_MAX_FILES, DEFAULT_MAX_SIZE_MB } from '@sewa/format/upload/types';
import { ZIdInput } from '../forms/shapes';
import { defineContract, type TCallContract, type TCallName, type TFileRule } from '../protocol/contract';
import {
  ZCreatePropertyInput,
  ZListPropertiesInput,
  ZListPropertiesOutput,
  ZPropertyOutput,
  ZProposePropertyInput,
  ZUpdatePropertyInput,
  ZUploadPropertyPhotosInput,
  ZUploadPropertyPhotosOutput,
} from './property-schemas';

// Operator and landlord calls on properties and their listing workflow (docs/adding-a-module.md: one
// contract per call, shared by web and server).

/** The `photos` field of both upload calls: images only, 5 at a time, 4 MB each (product §9). */
export const PHOTO_FILES = {
  photos: { kind: 'image', maxFiles: DEFAULT_MAX_FILES, maxSizeMb: DEFAULT_MAX_SIZE_MB },
} as const satisfies Record<string, TFileRule>;

export const userListProperties = defineContract({
  name: 'user-list-properties',
  input: ZListPropertiesInput,
  output: ZListPropertiesOutput,
});

export const userGetProperty = defineContract({
  name: 'user-get-property',
  input: ZIdInput,
  output: ZPropertyOutput,
});

export const userCreateProperty = defineContract({
  name: 'user-create-property',
  input: ZCreatePropertyInput,
  output: ZPropertyOutput,
});

export const userUpdateProperty = defineContract({
  name: 'user-update-property',
  input: ZUpdatePropertyInput,
  output: ZPropertyOutput,
});

export const userUploadPropertyPhotos = defineContract({
  name: 'user-upload-property-photos',
  input: ZUploadPropertyPhotosInput,
  output: ZUploadPropertyPhotosOutput,
  files: PHOTO_FILES,
});

// The listing workflow (product §4): each action is its own call on the property's id.
/** The shape every workflow call but reject shares: the property's id in, the property out. */
export type TListingActionContract = TCallContract<TCallName, typeof ZIdInput, typeof ZPropertyOutput>;

export const userSubmitListing = defineContract({
  name: 'user-submit-listing',
  input: ZIdInput,
  output: ZPropertyOutput,
});

export const userUnlistListing = defineContract({
  name: 'user-unlist-listing',
  input: ZIdInput,
  output: ZPropertyOutput,
});

export const userPublishListing = defineContract({
  name: 'user-publish-listing',
  input: ZIdInput,
  output: ZPropertyOutput,
});

export const userArchiveListing = defineContract({
  name: 'user-archive-listing',
  input: ZIdInput,
  output: ZPropertyOutput,
});

export const userRestoreListing = defineContract({
  name: 'user-restore-listing',
  input: ZIdInput,
  output: ZPropertyOutput,
});

// The landlord area (product §2.3): its own properties, and proposals to its operator.
export const userListLandlordProperties = defineContract({
  name: 'user-list-landlord-properties',
  input: ZListPropertiesInput,
  output: ZListPropertiesOutput,
});

export const userProposeProperty = defineContract({
  name: 'user-propose-property',
  input: ZProposePropertyInput,
  output: ZPropertyOutput,
});
