import {
  type TListingAction,
  ZCreatePropertyInput,
  ZIdInput,
  ZListPropertiesInput,
  ZListPropertiesOutput,
  ZProperty,
  ZUpdatePropertyInput,
  ZUploadPropertyPhotosInput,
  ZUploadPropertyPhotosOutput,
} from '@sewa/domain';
import { z } from 'zod';
import { defineCall } from '../../http/registry';
import { changeListingStatus } from './change-listing-status';
import { useCase } from '../../core/use-case';
import { createProperty } from './create-property';
import { getProperty } from './get-property';
import { listProperties } from './list-properties';
import { updateProperty } from './update-property';
import { PHOTO_FILES, uploadPropertyPhotos } from './upload-property-photos';

// Operator calls on properties (SPEC §2.2 [properties]), scoped to the caller's company.
const OPERATOR = { audience: 'user', roles: ['operator'], privilege: 'properties' } as const;
export const ZPropertyOutput = z.object({ data: ZProperty });

const workflowCall = (name: string, action: TListingAction) =>
  defineCall({
    ...OPERATOR,
    name,
    input: ZIdInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({ data: await changeListingStatus(useCase(ctx), ctx.input.id, action) }),
  });

export const operatorPropertyCalls = [
  defineCall({
    ...OPERATOR,
    name: 'user-list-properties',
    input: ZListPropertiesInput,
    output: ZListPropertiesOutput,
    handler: async (ctx) => listProperties(useCase(ctx), ctx.input),
  }),
  defineCall({
    ...OPERATOR,
    // Landlords read the properties they own (landlord add-unit needs its property).
    roles: ['operator', 'landlord'],
    name: 'user-get-property',
    input: ZIdInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({ data: await getProperty(useCase(ctx), ctx.input.id) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-create-property',
    input: ZCreatePropertyInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({ data: await createProperty(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...OPERATOR,
    name: 'user-update-property',
    input: ZUpdatePropertyInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({ data: await updateProperty(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...OPERATOR,
    roles: ['operator', 'landlord'],
    name: 'user-upload-property-photos',
    files: PHOTO_FILES,
    input: ZUploadPropertyPhotosInput,
    output: ZUploadPropertyPhotosOutput,
    handler: async (ctx) => ({ data: await uploadPropertyPhotos(useCase(ctx), ctx.input, ctx.files) }),
  }),
  workflowCall('user-submit-listing', 'submit'),
  workflowCall('user-unlist-listing', 'unlist'),
  workflowCall('user-publish-listing', 'publish'),
  workflowCall('user-archive-listing', 'archive'),
  workflowCall('user-restore-listing', 'restore'),
];
