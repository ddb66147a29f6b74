import { z } from 'zod';
import { fBool, fDate, fId, fInt, fJson, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { dataOf, pageOf } from '../forms/shapes';
import { fCodeList, fLatitude, fLongitude, ZPhoto, ZPhotoRef } from './common';
import { FACILITIES, MALAYSIAN_STATES, MAX_PROPERTY_PHOTOS, PROPERTY_TYPES, TENURES } from './enums';
import { LISTING_ACTIONS, LISTING_STATUSES } from './listing-workflow';

// add-property / edit-property (product §3 Property). Update replaces every editable field, except
// `photos`, which is left as it is when absent.
const propertyFields = {
  name: fText(120),
  type: z.enum(PROPERTY_TYPES),
  tenure: fOptional(z.enum(TENURES)),
  developer: fOptional(fText(120)),
  build_year: fOptional(fInt().pipe(z.number().int().min(1900).max(2100))),
  floors: fOptional(fInt().pipe(z.number().int().min(1).max(200))),
  description: fOptional(z.string().trim().max(5000, { error: 'too-long' })),
  street: fText(255),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'invalid-postcode' }),
  city: fText(80),
  state: z.enum(MALAYSIAN_STATES),
  lat: fOptional(fLatitude()),
  lng: fOptional(fLongitude()),
  facilities: fOptional(fCodeList(FACILITIES)).default([]),
  /** The date shown as "posted"; set on first publication when left empty. */
  posted_at: fOptional(fDate()),
  photos: fOptional(fJson(z.array(ZPhotoRef).max(MAX_PROPERTY_PHOTOS))),
};

export const ZCreatePropertyInput = z.object({
  ...propertyFields,
  /** A landlord user of the same company who owns the property. */
  landlord_user_id: fOptional(fId()),
});
export type TCreatePropertyInput = z.input<typeof ZCreatePropertyInput>;

export const ZUpdatePropertyInput = ZCreatePropertyInput.extend({ id: fId() });
export type TUpdatePropertyInput = z.input<typeof ZUpdatePropertyInput>;

/** A landlord proposes a property to its operator: it becomes the owner, the property a draft. */
export const ZProposePropertyInput = z.object(propertyFields);
export type TProposePropertyInput = z.input<typeof ZProposePropertyInput>;

/** What a property is and where: the same on the operator's record and on the public page. */
export const propertyFacts = {
  name: z.string(),
  type: z.enum(PROPERTY_TYPES),
  tenure: z.enum(TENURES).nullable(),
  developer: z.string().nullable(),
  build_year: z.number().int().nullable(),
  floors: z.number().int().nullable(),
  description: z.string().nullable(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  facilities: z.array(z.enum(FACILITIES)),
  photos: z.array(ZPhoto),
  cover_photo_url: z.string().nullable(),
};

export const ZProperty = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  landlord_user_id: z.number().int().nullable(),
  landlord_name: z.string().nullable(),
  ...propertyFacts,
  status: z.enum(LISTING_STATUSES),
  rejection_reason: z.string().nullable(),
  posted_at: z.string().nullable(),
  unit_count: z.number().int(),
  available_rental_count: z.number().int(),
  /** The workflow buttons the caller may press now. */
  available_actions: z.array(z.enum(LISTING_ACTIONS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProperty = z.infer<typeof ZProperty>;
/** The output of every call that answers one property (get, create, update, the workflow). */
export const ZPropertyOutput = dataOf(ZProperty);

export const ZPropertyListItem = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  landlord_name: z.string().nullable(),
  name: z.string(),
  type: z.enum(PROPERTY_TYPES),
  city: z.string(),
  state: z.string(),
  status: z.enum(LISTING_STATUSES),
  rejection_reason: z.string().nullable(),
  cover_photo_url: z.string().nullable(),
  unit_count: z.number().int(),
  available_rental_count: z.number().int(),
  /** Lowest monthly rent of an available rental, in sen. */
  price_from_sen: z.number().int().nullable(),
  posted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TPropertyListItem = z.infer<typeof ZPropertyListItem>;

export const ZListPropertiesInput = z.object({
  /** The listing tab; absent = every tab. */
  status: fOptional(z.enum(LISTING_STATUSES)),
  /** Matches name, street, city or state, case-insensitive. */
  search: fOptional(z.string().trim().max(100)),
  type: fOptional(z.enum(PROPERTY_TYPES)),
  state: fOptional(z.enum(MALAYSIAN_STATES)),
  page: fPage(),
  page_size: fPageSize(100),
});
export type TListPropertiesInput = z.input<typeof ZListPropertiesInput>;

export const ZAdminListPropertiesInput = ZListPropertiesInput.extend({ company_id: fOptional(fId()) });
export type TAdminListPropertiesInput = z.input<typeof ZAdminListPropertiesInput>;
/** admin-list-pending-listings: the approval queue is one status, so it takes no tab. */
export const ZListPendingListingsInput = ZListPropertiesInput.omit({ status: true });

export const ZStatusCounts = z.object(
  Object.fromEntries(LISTING_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof LISTING_STATUSES)[number],
    z.ZodNumber
  >,
);
export type TStatusCounts = z.infer<typeof ZStatusCounts>;

export const ZPropertyPage = pageOf(ZPropertyListItem);
/** user-list-properties: the page in `data`, tab badges in `status_counts`. */
export const ZListPropertiesOutput = z.object({ data: ZPropertyPage, status_counts: ZStatusCounts });
export type TListPropertiesOutput = z.infer<typeof ZListPropertiesOutput>;

export const ZRejectListingInput = z.object({ id: fId(), reason: fText(500) });
export type TRejectListingInput = z.input<typeof ZRejectListingInput>;

/** user-upload-property-photos: files in the `photos` field; appended to the property when given. */
export const ZUploadPropertyPhotosInput = z.object({
  property_id: fOptional(fId()),
  /** Mark the uploaded photos as covers (they must then be 1290 × 720). */
  is_cover: fOptional(fBool()).default(false),
});
export type TUploadPropertyPhotosInput = z.input<typeof ZUploadPropertyPhotosInput>;
/** admin-upload-property-photos: admins add photos to an existing property only. */
export const ZAdminUploadPropertyPhotosInput = ZUploadPropertyPhotosInput.extend({ property_id: fId() });
export type TAdminUploadPropertyPhotosInput = z.input<typeof ZAdminUploadPropertyPhotosInput>;
export const ZUploadPropertyPhotosOutput = dataOf(z.array(ZPhoto));
