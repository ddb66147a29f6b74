import {
  ZBookingSettingOutput,
  ZGetLivePropertiesInput,
  ZGetLivePropertiesOutput,
  ZLiveListOutput,
  ZRentalBookingSettingInput,
  ZRentalBookingSettingOutput,
  ZUpdateBookingSettingInput,
  ZUpdateLivePropertiesInput,
  ZUpdateRentalBookingSettingInput,
} from '@sewa/domain';
import { z } from 'zod';
import { defineCall } from '../../http/registry';
import { useCase } from '../../core/use-case';
import { getCompanyBookingSetting } from './get-booking-setting';
import { getLiveProperties, updateLiveProperties } from './live-properties';
import { getRentalBookingSetting, updateRentalBookingSetting } from './rental-booking-setting';
import { companyOf } from '../../core/scope';
import { updateCompanyBookingSetting } from './update-booking-setting';

// booking-setting [properties/booking-setting], edit-booking-setting/{id} [properties],
// live-properties [properties/live-properties].
const user = (privilege: string) => ({ audience: 'user', roles: ['operator'], privilege }) as const;

export const settingCalls = [
  defineCall({
    ...user('properties/booking-setting'),
    name: 'user-get-booking-setting',
    input: z.object({}),
    output: ZBookingSettingOutput,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return { data: await getCompanyBookingSetting(uc.services.db, companyOf(uc.scope)) };
    },
  }),
  defineCall({
    ...user('properties/booking-setting'),
    name: 'user-update-booking-setting',
    input: ZUpdateBookingSettingInput,
    output: ZBookingSettingOutput,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return { data: await updateCompanyBookingSetting(uc, companyOf(uc.scope), ctx.input) };
    },
  }),
  defineCall({
    ...user('properties'),
    name: 'user-get-rental-booking-setting',
    input: ZRentalBookingSettingInput,
    output: ZRentalBookingSettingOutput,
    handler: async (ctx) => ({ data: await getRentalBookingSetting(useCase(ctx), ctx.input.rental_id) }),
  }),
  defineCall({
    ...user('properties'),
    name: 'user-update-rental-booking-setting',
    input: ZUpdateRentalBookingSettingInput,
    output: ZRentalBookingSettingOutput,
    handler: async (ctx) => ({ data: await updateRentalBookingSetting(useCase(ctx), ctx.input) }),
  }),
  defineCall({
    ...user('properties/live-properties'),
    name: 'user-get-live-properties',
    input: ZGetLivePropertiesInput,
    output: ZGetLivePropertiesOutput,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return getLiveProperties(uc, companyOf(uc.scope), ctx.input);
    },
  }),
  defineCall({
    ...user('properties/live-properties'),
    name: 'user-update-live-properties',
    input: ZUpdateLivePropertiesInput,
    output: ZLiveListOutput,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return { data: await updateLiveProperties(uc, companyOf(uc.scope), ctx.input) };
    },
  }),
];
