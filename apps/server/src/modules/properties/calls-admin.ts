import {
  adminApproveListing,
  adminGetBookingSetting,
  adminGetProperty,
  adminGetRoom,
  adminGetUnit,
  adminListListingReports,
  adminListLiveProperties,
  adminListPendingListings,
  adminListProperties,
  adminListRooms,
  adminListUnits,
  adminRejectListing,
  adminResolveListingReport,
  adminUpdateBookingSetting,
  adminUpdateProperty,
  adminUpdateRoom,
  adminUpdateUnit,
  adminUploadPropertyPhotos,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { changeListingStatus } from './change-listing-status';
import { getCompanyBookingSetting } from './get-booking-setting';
import { getProperty } from './get-property';
import { getRoom } from './get-room';
import { getUnit } from './get-unit';
import { listProperties } from './list-properties';
import { listRooms } from './list-rooms';
import { listUnits } from './list-units';
import { listListingReports, resolveListingReport } from './listing-reports';
import { listLiveLists } from './live-properties';
import { updateCompanyBookingSetting } from './update-booking-setting';
import { updateProperty } from './update-property';
import { updateRoom } from './update-room';
import { updateUnit } from './update-unit';
import { uploadPropertyPhotos } from './upload-property-photos';

// Admin site (product §2.5): every company's properties, the approval queue and listing reports.
const ADMIN = { roles: ['admin'], privilege: 'properties' } as const;
const ADMIN_LIVE = { roles: ['admin'], privilege: 'properties/live-properties' } as const;
const ADMIN_BOOKING = { roles: ['admin'], privilege: 'properties/booking-setting' } as const;

export const adminPropertyCalls = [
  defineCall(adminListProperties, {
    ...ADMIN,
    handler: async (ctx) => listProperties(useCase(ctx), { ...ctx.input, companyId: ctx.input.company_id }),
  }),
  defineCall(adminListPendingListings, {
    ...ADMIN,
    handler: async (ctx) => listProperties(useCase(ctx), ctx.input, { isQueue: true }),
  }),
  defineCall(adminGetProperty, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getProperty(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminUpdateProperty, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateProperty(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminUploadPropertyPhotos, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await uploadPropertyPhotos(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(adminApproveListing, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await changeListingStatus(useCase(ctx), ctx.input.id, 'approve') }),
  }),
  defineCall(adminRejectListing, {
    ...ADMIN,
    handler: async (ctx) => ({
      data: await changeListingStatus(useCase(ctx), ctx.input.id, 'reject', ctx.input.reason),
    }),
  }),
  defineCall(adminListUnits, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listUnits(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetUnit, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getUnit(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminUpdateUnit, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateUnit(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListRooms, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listRooms(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetRoom, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getRoom(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminUpdateRoom, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateRoom(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListListingReports, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listListingReports(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminResolveListingReport, {
    ...ADMIN,
    handler: async (ctx) => {
      await resolveListingReport(useCase(ctx), ctx.input.id);
      return {};
    },
  }),
  defineCall(adminListLiveProperties, {
    ...ADMIN_LIVE,
    handler: async (ctx) => ({ data: await listLiveLists(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetBookingSetting, {
    ...ADMIN_BOOKING,
    handler: async (ctx) => ({ data: await getCompanyBookingSetting(ctx.services.db, ctx.input.company_id) }),
  }),
  defineCall(adminUpdateBookingSetting, {
    ...ADMIN_BOOKING,
    handler: async (ctx) => {
      const { company_id, ...setting } = ctx.input;
      return { data: await updateCompanyBookingSetting(useCase(ctx), company_id, setting) };
    },
  }),
];
