import { z } from 'zod';
import { fBool, fId, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { dataOf, pageOf } from '../forms/shapes';
import { fCodeList } from './common';
import { REPORT_REASONS } from './enums';
import { fSen, MOVE_IN_ITEMS } from './move-in-costs';
import { ZSearchPage } from './public-schemas';

// booking-setting (company defaults), edit-booking-setting/{id} (one rental), live-properties, reports.

const bookingFields = {
  booking_fee_sen: fSen(),
  is_credit_check_required: fBool(),
  /** The move-in items a booking charges (the rest are shown but not collected at booking). */
  move_in_items: fCodeList(MOVE_IN_ITEMS),
};
export const ZBookingSettingFields = z.object(bookingFields);
export type TBookingSettingFields = z.infer<typeof ZBookingSettingFields>;

export const ZBookingSetting = z.object({
  booking_fee_sen: z.number().int(),
  is_credit_check_required: z.boolean(),
  move_in_items: z.array(z.enum(MOVE_IN_ITEMS)),
});
export type TBookingSetting = z.infer<typeof ZBookingSetting>;

/** What a company starts with until it saves its own defaults. */
export const DEFAULT_BOOKING_SETTING: TBookingSetting = {
  booking_fee_sen: 0,
  is_credit_check_required: false,
  move_in_items: [...MOVE_IN_ITEMS],
};

export const ZUpdateBookingSettingInput = ZBookingSettingFields;
export type TUpdateBookingSettingInput = z.input<typeof ZUpdateBookingSettingInput>;
export const ZBookingSettingOutput = z.object({
  data: ZBookingSetting.extend({ company_id: z.number().int() }),
});

export const ZAdminBookingSettingInput = z.object({ company_id: fId() });
export const ZAdminUpdateBookingSettingInput = ZBookingSettingFields.extend({ company_id: fId() });

export const ZRentalBookingSettingInput = z.object({ rental_id: fId() });
/** Either the override's fields, or use_company_default = true to drop the override. */
export const ZUpdateRentalBookingSettingInput = z.object({
  rental_id: fId(),
  use_company_default: fOptional(fBool()).default(false),
  booking_fee_sen: fOptional(fSen()),
  is_credit_check_required: fOptional(fBool()),
  move_in_items: fOptional(fCodeList(MOVE_IN_ITEMS)),
});
export type TUpdateRentalBookingSettingInput = z.input<typeof ZUpdateRentalBookingSettingInput>;

export const ZRentalBookingSetting = z.object({
  rental_id: z.number().int(),
  company_default: ZBookingSetting,
  override: ZBookingSetting.nullable(),
  /** What a booking of this rental uses: the override when set, else the company default. */
  effective: ZBookingSetting,
});
export type TRentalBookingSetting = z.infer<typeof ZRentalBookingSetting>;
export const ZRentalBookingSettingOutput = z.object({ data: ZRentalBookingSetting });

export const effectiveBookingSetting = (
  companyDefault: TBookingSetting | null,
  override: TBookingSetting | null,
): TBookingSetting => override ?? companyDefault ?? DEFAULT_BOOKING_SETTING;

// live-properties: the operator's public list (/live-property-list/{id}) of its published rentals.
export const ZLiveList = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  /** The public page, without language prefix. */
  path: z.string(),
  published_rental_count: z.number().int(),
});
export type TLiveList = z.infer<typeof ZLiveList>;

export const ZGetLivePropertiesInput = z.object({ page: fPage(), page_size: fPageSize(50) });
/** user-get-live-properties: the list in `live_list`, what it shows now in `data`. */
export const ZGetLivePropertiesOutput = z.object({ live_list: ZLiveList, data: ZSearchPage });
export const ZUpdateLivePropertiesInput = z.object({ title: fText(120), is_active: fBool() });
export type TUpdateLivePropertiesInput = z.input<typeof ZUpdateLivePropertiesInput>;
export const ZLiveListOutput = z.object({ data: ZLiveList });

export const ZAdminListLivePropertiesInput = z.object({ page: fPage(), page_size: fPageSize(100) });
export const ZLiveListPage = pageOf(ZLiveList);
export const ZLiveListPageOutput = dataOf(ZLiveListPage);

export const ZListingReport = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  property_name: z.string(),
  rental_id: z.number().int().nullable(),
  company_id: z.number().int(),
  company_name: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  contact: z.string().nullable(),
  reporter_user_id: z.number().int().nullable(),
  is_resolved: z.boolean(),
  created_at: z.string(),
});
export type TListingReport = z.infer<typeof ZListingReport>;
export const ZListListingReportsInput = z.object({
  is_resolved: fOptional(fBool()),
  page: fPage(),
  page_size: fPageSize(100),
});
export const ZListingReportPage = pageOf(ZListingReport);
export const ZListingReportPageOutput = dataOf(ZListingReportPage);
