import {
  adminGetContractor,
  adminGetLandlord,
  adminListContractors,
  adminListLandlords,
  adminUpdateContractor,
  adminUpdateLandlord,
  userArchiveVendor,
  userCreateContractorProfile,
  userCreateLandlordProfile,
  userCreateSubContractor,
  userCreateVendorProfile,
  userGetContractor,
  userGetLandlord,
  userGetSubContractor,
  userGetSubContractorOptions,
  userGetVendor,
  userListContractors,
  userListLandlordOptions,
  userListLandlords,
  userListSubContractors,
  userListVendors,
  userUnarchiveVendor,
  userUpdateContractor,
  userUpdateLandlord,
  userUpdateSubContractor,
  userUpdateVendor,
} from '@sewa/domain';
import { useCase } from '../../../core/use-case';
import type { TAnyCall } from '../../../http/registry';
import { defineCall } from '../../../http/registry';
import { createContractor } from './create-contractor';
import { createLandlord } from './create-landlord';
import { createSubContractor } from './create-sub-contractor';
import { createVendor } from './create-vendor';
import { getContractor } from './get-contractor';
import { getLandlord } from './get-landlord';
import { getSubContractor, getSubContractorOptions } from './get-sub-contractor';
import { getVendor } from './get-vendor';
import { listContractors } from './list-contractors';
import { listLandlordOptions } from './list-landlord-options';
import { listLandlords } from './list-landlords';
import { listSubContractors } from './list-sub-contractors';
import { listVendors } from './list-vendors';
import { setVendorStatus } from './set-vendor-status';
import { updateContractor } from './update-contractor';
import { updateLandlord } from './update-landlord';
import { updateSubContractor } from './update-sub-contractor';
import { updateVendor } from './update-vendor';

// The company's partners (product §2.2 users: landlord, contractor, vendor; §2.4 sub-contractor; §2.5
// the admin's landlord and contractor lists across companies).
const LANDLORDS = { roles: ['operator'], privilege: 'users/landlord' } as const;
const CONTRACTORS = { roles: ['operator'], privilege: 'users/contractor' } as const;
const VENDORS = { roles: ['operator'], privilege: 'users/vendor' } as const;
/** Contractor areas are not privilege-gated (product §6); the use cases refuse sub-contractors (103). */
const CONTRACTOR = { roles: ['contractor'], privilege: null } as const;
const ADMIN_LANDLORDS = { roles: ['admin'], privilege: 'users/landlord' } as const;
const ADMIN_CONTRACTORS = { roles: ['admin'], privilege: 'users/contractor' } as const;

export const partnerCalls: TAnyCall[] = [
  // landlords
  defineCall(userListLandlords, {
    ...LANDLORDS,
    handler: async (ctx) => ({ data: await listLandlords(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateLandlordProfile, {
    ...LANDLORDS,
    handler: async (ctx) => ({ data: await createLandlord(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetLandlord, {
    ...LANDLORDS,
    handler: async (ctx) => ({ data: await getLandlord(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userUpdateLandlord, {
    ...LANDLORDS,
    handler: async (ctx) => ({ data: await updateLandlord(useCase(ctx), ctx.input) }),
  }),
  // The property form's owner picker: whoever may edit properties may pick an owner.
  defineCall(userListLandlordOptions, {
    roles: ['operator'],
    privilege: 'properties',
    handler: async (ctx) => ({ data: await listLandlordOptions(useCase(ctx)) }),
  }),
  // contractors
  defineCall(userListContractors, {
    ...CONTRACTORS,
    handler: async (ctx) => ({ data: await listContractors(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateContractorProfile, {
    ...CONTRACTORS,
    handler: async (ctx) => ({ data: await createContractor(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetContractor, {
    ...CONTRACTORS,
    handler: async (ctx) => ({ data: await getContractor(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userUpdateContractor, {
    ...CONTRACTORS,
    handler: async (ctx) => ({ data: await updateContractor(useCase(ctx), ctx.input) }),
  }),
  // vendors
  defineCall(userListVendors, {
    ...VENDORS,
    handler: async (ctx) => ({ data: await listVendors(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateVendorProfile, {
    ...VENDORS,
    handler: async (ctx) => ({ data: await createVendor(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetVendor, {
    ...VENDORS,
    handler: async (ctx) => ({ data: await getVendor(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userUpdateVendor, {
    ...VENDORS,
    handler: async (ctx) => ({ data: await updateVendor(useCase(ctx), ctx.input) }),
  }),
  defineCall(userArchiveVendor, {
    ...VENDORS,
    handler: async (ctx) => ({ data: await setVendorStatus(useCase(ctx), ctx.input.id, 'archived') }),
  }),
  defineCall(userUnarchiveVendor, {
    ...VENDORS,
    handler: async (ctx) => ({ data: await setVendorStatus(useCase(ctx), ctx.input.id, 'active') }),
  }),
  // a main contractor's sub-contractors
  defineCall(userListSubContractors, {
    ...CONTRACTOR,
    handler: async (ctx) => ({ data: await listSubContractors(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateSubContractor, {
    ...CONTRACTOR,
    handler: async (ctx) => ({ data: await createSubContractor(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetSubContractor, {
    ...CONTRACTOR,
    handler: async (ctx) => ({ data: await getSubContractor(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userUpdateSubContractor, {
    ...CONTRACTOR,
    handler: async (ctx) => ({ data: await updateSubContractor(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetSubContractorOptions, {
    ...CONTRACTOR,
    handler: async (ctx) => ({ data: await getSubContractorOptions(useCase(ctx)) }),
  }),
  // admin, across companies
  defineCall(adminListLandlords, {
    ...ADMIN_LANDLORDS,
    handler: async (ctx) => ({ data: await listLandlords(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetLandlord, {
    ...ADMIN_LANDLORDS,
    handler: async (ctx) => ({ data: await getLandlord(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminUpdateLandlord, {
    ...ADMIN_LANDLORDS,
    handler: async (ctx) => ({ data: await updateLandlord(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListContractors, {
    ...ADMIN_CONTRACTORS,
    handler: async (ctx) => ({ data: await listContractors(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetContractor, {
    ...ADMIN_CONTRACTORS,
    handler: async (ctx) => ({ data: await getContractor(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminUpdateContractor, {
    ...ADMIN_CONTRACTORS,
    handler: async (ctx) => ({ data: await updateContractor(useCase(ctx), ctx.input) }),
  }),
];
