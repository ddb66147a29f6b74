import { ZEmpty } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
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
} from './setting-schemas';

// The operator's booking terms (company defaults and per rental) and its public live list.

export const userGetBookingSetting = defineContract({
  name: 'user-get-booking-setting',
  input: ZEmpty,
  output: ZBookingSettingOutput,
});

export const userUpdateBookingSetting = defineContract({
  name: 'user-update-booking-setting',
  input: ZUpdateBookingSettingInput,
  output: ZBookingSettingOutput,
});

export const userGetRentalBookingSetting = defineContract({
  name: 'user-get-rental-booking-setting',
  input: ZRentalBookingSettingInput,
  output: ZRentalBookingSettingOutput,
});

export const userUpdateRentalBookingSetting = defineContract({
  name: 'user-update-rental-booking-setting',
  input: ZUpdateRentalBookingSettingInput,
  output: ZRentalBookingSettingOutput,
});

export const userGetLiveProperties = defineContract({
  name: 'user-get-live-properties',
  input: ZGetLivePropertiesInput,
  output: ZGetLivePropertiesOutput,
});

export const userUpdateLiveProperties = defineContract({
  name: 'user-update-live-properties',
  input: ZUpdateLivePropertiesInput,
  output: ZLiveListOutput,
});
