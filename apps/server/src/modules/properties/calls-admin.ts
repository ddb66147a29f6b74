import {
  ZAdminBookingSettingInput,
  ZAdminListLivePropertiesInput,
  ZAdminListPropertiesInput,
  ZAdminUpdateBookingSettingInput,
  ZAdminUploadPropertyPhotosInput,
  ZBookingSettingOutput,
  ZIdInput,
  ZListingReportPage,
  ZListListingReportsInput,
  ZListPropertiesInput,
  ZListPropertiesOutput,
  ZListRoomsInput,
  ZListUnitsInput,
  ZLiveListPage,
  ZRejectListingInput,
  ZRoomDetail,
  ZRoomPage,
  ZUnitDetail,
  ZUnitPage,
  ZUpdatePropertyInput,
  ZUpdateRoomInput,
  ZUpdateUnitInput,
  ZUploadPropertyPhotosOutput,
} from '@sewa/domain';
import { z } from 'zod';
import { defineCall } from '../../http/registry';
import { ZPropertyOutput } from './calls-operator';
import { ZRoomOutput, ZUnitOutput } from './calls-units';
import { changeListingStatus } from './change-listing-status';
import { useCase } from '../../core/use-case';
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
import { PHOTO_FILES, uploadPropertyPhotos } from './upload-property-photos';

// Admin site (SPEC §2.5): every company's properties, the approval queue and listing reports.
const admin = (privilege: string) => ({ audience: 'admin', roles: ['admin'], privilege }) as const;
const ADMIN = admin('properties');

export const adminPropertyCalls = [
  defineCall({
    ...ADMIN,
    name: 'admin-list-properties',
    input: ZAdminListPropertiesInput,
    output: ZListPropertiesOutput,
    handler: async (ctx) => listProperties(useCase(ctx), { ...ctx.input, companyId: ctx.input.company_id }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-list-pending-listings',
    input: ZListPropertiesInput.omit({ status: true }),
    output: ZListPropertiesOutput,
    handler: async (ctx) => listProperties(useCase(ctx), ctx.input, { isQueue: true }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-get-property',
    input: ZIdInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({ data: await getProperty(useCase(ctx), ctx.input.id) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-update-property',
    input: ZUpdatePropertyInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({ data: await updateProperty(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-upload-property-photos',
    files: PHOTO_FILES,
    input: ZAdminUploadPropertyPhotosInput,
    output: ZUploadPropertyPhotosOutput,
    handler: async (ctx) => ({ data: await uploadPropertyPhotos(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-approve-listing',
    input: ZIdInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({ data: await changeListingStatus(useCase(ctx), ctx.input.id, 'approve') }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-reject-listing',
    input: ZRejectListingInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({
      data: await changeListingStatus(useCase(ctx), ctx.input.id, 'reject', ctx.input.reason),
    }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-list-units',
    input: ZListUnitsInput,
    output: z.object({ data: ZUnitPage }),
    handler: async (ctx) => ({ data: await listUnits(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-get-unit',
    input: ZIdInput,
    output: z.object({ data: ZUnitDetail }),
    handler: async (ctx) => ({ data: await getUnit(useCase(ctx), ctx.input.id) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-update-unit',
    input: ZUpdateUnitInput,
    output: ZUnitOutput,
    handler: async (ctx) => ({ data: await updateUnit(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-list-rooms',
    input: ZListRoomsInput,
    output: z.object({ data: ZRoomPage }),
    handler: async (ctx) => ({ data: await listRooms(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-get-room',
    input: ZIdInput,
    output: z.object({ data: ZRoomDetail }),
    handler: async (ctx) => ({ data: await getRoom(useCase(ctx), ctx.input.id) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-update-room',
    input: ZUpdateRoomInput,
    output: ZRoomOutput,
    handler: async (ctx) => ({ data: await updateRoom(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-list-listing-reports',
    input: ZListListingReportsInput,
    output: z.object({ data: ZListingReportPage }),
    handler: async (ctx) => ({ data: await listListingReports(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...ADMIN,
    name: 'admin-resolve-listing-report',
    input: ZIdInput,
    output: z.object({}),
    handler: async (ctx) => {
      await resolveListingReport(useCase(ctx), ctx.input.id);
      return {};
    },
  }),
  defineCall({
    ...admin('properties/live-properties'),
    name: 'admin-list-live-properties',
    input: ZAdminListLivePropertiesInput,
    output: z.object({ data: ZLiveListPage }),
    handler: async (ctx) => ({ data: await listLiveLists(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...admin('properties/booking-setting'),
    name: 'admin-get-booking-setting',
    input: ZAdminBookingSettingInput,
    output: ZBookingSettingOutput,
    handler: async (ctx) => ({ data: await getCompanyBookingSetting(ctx.services.db, ctx.input.company_id) }),
  }),
  defineCall({
    ...admin('properties/booking-setting'),
    name: 'admin-update-booking-setting',
    input: ZAdminUpdateBookingSettingInput,
    output: ZBookingSettingOutput,
    handler: async (ctx) => {
      const { company_id, ...setting } = ctx.input;
      return { data: await updateCompanyBookingSetting(useCase(ctx), company_id, setting) };
    },
  }),
];
