import {
  type TListingAction,
  type TListingActionContract,
  userArchiveListing,
  userCreateProperty,
  userGetProperty,
  userListLandlordProperties,
  userListProperties,
  userProposeProperty,
  userPublishListing,
  userRestoreListing,
  userSubmitListing,
  userUnlistListing,
  userUpdateProperty,
  userUploadPropertyPhotos,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { changeListingStatus } from './change-listing-status';
import { createProperty } from './create-property';
import { getProperty } from './get-property';
import { listProperties } from './list-properties';
import { proposeProperty } from './propose-property';
import { updateProperty } from './update-property';
import { uploadPropertyPhotos } from './upload-property-photos';

// Operator calls on properties (product §2.2 [properties]), scoped to the caller's company, and the
// landlord area (product §2.3), which is not privilege-gated.
const OPERATOR = { roles: ['operator'], privilege: 'properties' } as const;
// Landlords read the properties they own (landlord add-unit needs its property) and add their photos.
const WITH_LANDLORD = { roles: ['operator', 'landlord'], privilege: 'properties' } as const;
const LANDLORD = { roles: ['landlord'], privilege: null } as const;

const workflowCall = (contract: TListingActionContract, action: TListingAction) =>
  defineCall(contract, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await changeListingStatus(useCase(ctx), ctx.input.id, action) }),
  });

export const operatorPropertyCalls = [
  defineCall(userListProperties, {
    ...OPERATOR,
    handler: async (ctx) => listProperties(useCase(ctx), ctx.input),
  }),
  defineCall(userGetProperty, {
    ...WITH_LANDLORD,
    handler: async (ctx) => ({ data: await getProperty(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userCreateProperty, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createProperty(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateProperty, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateProperty(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUploadPropertyPhotos, {
    ...WITH_LANDLORD,
    handler: async (ctx) => ({ data: await uploadPropertyPhotos(useCase(ctx), ctx.input, ctx.files) }),
  }),
  workflowCall(userSubmitListing, 'submit'),
  workflowCall(userUnlistListing, 'unlist'),
  workflowCall(userPublishListing, 'publish'),
  workflowCall(userArchiveListing, 'archive'),
  workflowCall(userRestoreListing, 'restore'),
];

export const landlordPropertyCalls = [
  defineCall(userListLandlordProperties, {
    ...LANDLORD,
    handler: async (ctx) => listProperties(useCase(ctx), ctx.input),
  }),
  defineCall(userProposeProperty, {
    ...LANDLORD,
    handler: async (ctx) => ({ data: await proposeProperty(useCase(ctx), ctx.input) }),
  }),
];
