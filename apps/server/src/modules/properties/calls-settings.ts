import {
  userGetBookingSetting,
  userGetLiveProperties,
  userGetRentalBookingSetting,
  userUpdateBookingSetting,
  userUpdateLiveProperties,
  userUpdateRentalBookingSetting,
} from '@sewa/domain';
import { companyOf } from '../../core/scope';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { getCompanyBookingSetting } from './get-booking-setting';
import { getLiveProperties, updateLiveProperties } from './live-properties';
import { getRentalBookingSetting, updateRentalBookingSetting } from './rental-booking-setting';
import { updateCompanyBookingSetting } from './update-booking-setting';

// booking-setting [properties/booking-setting], edit-booking-setting/{id} [properties],
// live-properties [properties/live-properties].
const BOOKING = { roles: ['operator'], privilege: 'properties/booking-setting' } as const;
const PROPERTIES = { roles: ['operator'], privilege: 'properties' } as const;
const LIVE = { roles: ['operator'], privilege: 'properties/live-properties' } as const;

export const settingCalls = [
  defineCall(userGetBookingSetting, {
    ...BOOKING,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return { data: await getCompanyBookingSetting(uc.services.db, companyOf(uc.scope)) };
    },
  }),
  defineCall(userUpdateBookingSetting, {
    ...BOOKING,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return { data: await updateCompanyBookingSetting(uc, companyOf(uc.scope), ctx.input) };
    },
  }),
  defineCall(userGetRentalBookingSetting, {
    ...PROPERTIES,
    handler: async (ctx) => ({ data: await getRentalBookingSetting(useCase(ctx), ctx.input.rental_id) }),
  }),
  defineCall(userUpdateRentalBookingSetting, {
    ...PROPERTIES,
    handler: async (ctx) => ({ data: await updateRentalBookingSetting(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetLiveProperties, {
    ...LIVE,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return getLiveProperties(uc, companyOf(uc.scope), ctx.input);
    },
  }),
  defineCall(userUpdateLiveProperties, {
    ...LIVE,
    handler: async (ctx) => {
      const uc = useCase(ctx);
      return { data: await updateLiveProperties(uc, companyOf(uc.scope), ctx.input) };
    },
  }),
];
