import { z } from 'zod';
import { zCountryCode, zEmail, zMobile } from '../accounts/fields';
import { ZProfileFields } from '../accounts/profile';
import { ACCOUNT_STATUSES } from '../accounts/rules';
import { fBool, fId, fJson, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { isKnownDialCode } from '../geo/countries';
import { isValidMobile } from '../geo/phone';
import { MALAYSIAN_STATES } from '../properties/enums';
import { LISTING_STATUSES } from '../properties/listing-workflow';
import {
  CONTRACTOR_KINDS,
  categoryOfSubCategory,
  VENDOR_CATEGORIES,
  WORK_CATEGORY_CODES,
  WORK_SUB_CATEGORY_CODES,
} from './partners-categories';

// The company's partners (product §2.2 users: landlord, contractor, vendor; §2.4 sub-contractor; §2.5
// admin landlord and contractor). Landlords and contractors are accounts (users rows, mobile login) the
// company creates; their personal details are the accounts profile fields (ZProfileFields). Vendors have
// no login.

// ---- shared pieces ----

/** The profile fields a landlord's or contractor's record holds (all in PROFILE_FIELDS_BY_ROLE of both). */
export const PARTNER_PROFILE_FIELDS = [
  'nationality',
  'id_type',
  'id_number',
  'address_line1',
  'address_line2',
  'postcode',
  'city',
  'state',
  'country',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
] as const;
export type TPartnerProfileField = (typeof PARTNER_PROFILE_FIELDS)[number];

const profileShape = ZProfileFields.pick({
  nationality: true,
  id_type: true,
  id_number: true,
  address_line1: true,
  address_line2: true,
  postcode: true,
  city: true,
  state: true,
  country: true,
  bank_name: true,
  bank_account_name: true,
  bank_account_number: true,
}).shape;

/** The login of a landlord or contractor: country code and mobile ("phone" for contractors). */
const loginShape = {
  name: fText(100),
  mobile_country_code: zCountryCode(),
  mobile: zMobile(),
  email: fOptional(zEmail()),
};

type TMobileValues = { mobile_country_code?: string; mobile?: string };
/** The country-specific mobile check (Malaysia strictly), on the mobile field. */
const checkMobile = (v: TMobileValues, ctx: z.RefinementCtx) => {
  if (
    v.mobile_country_code &&
    v.mobile &&
    isKnownDialCode(v.mobile_country_code) &&
    !isValidMobile(v.mobile_country_code, v.mobile)
  )
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'invalid-mobile' });
};

const list = {
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(),
};
/** Admin lists reach every company; `company_id` narrows to one. */
const adminList = { ...list, company_id: fOptional(fId()) };

const ZProfileValues = z.object(
  Object.fromEntries(PARTNER_PROFILE_FIELDS.map((k) => [k, z.string().nullable()])) as Record<
    TPartnerProfileField,
    z.ZodNullable<z.ZodString>
  >,
);

const accountFacts = {
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  name: z.string(),
  mobile_country_code: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  /** false until the invited account has set its password (forgot-password page). */
  has_password: z.boolean(),
  created_at: z.string(),
};

// ---- landlords ----

export const ZLandlordInput = z.object({ ...loginShape, ...profileShape }).superRefine(checkMobile);
export type TLandlordInput = z.input<typeof ZLandlordInput>;
export type TLandlordValues = z.output<typeof ZLandlordInput>;
export const ZUpdateLandlordInput = z
  .object({ id: fId(), ...loginShape, ...profileShape })
  .superRefine(checkMobile);
export type TUpdateLandlordInput = z.input<typeof ZUpdateLandlordInput>;

export const ZListLandlordsInput = z.object(list);
export const ZAdminListLandlordsInput = z.object(adminList);

export const ZLandlordListItem = z.object({
  ...accountFacts,
  properties_owned: z.number().int(),
});
export type TLandlordListItem = z.infer<typeof ZLandlordListItem>;

export const ZOwnedProperty = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(LISTING_STATUSES),
});
export type TOwnedProperty = z.infer<typeof ZOwnedProperty>;

export const ZLandlord = z.object({
  ...accountFacts,
  ...ZProfileValues.shape,
  properties: z.array(ZOwnedProperty),
});
export type TLandlord = z.infer<typeof ZLandlord>;

/** The property form's owner picker: every landlord of the company (a light list, no paging). */
export const LANDLORD_OPTIONS_LIMIT = 500;
export const ZLandlordOption = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile_country_code: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
});
export type TLandlordOption = z.infer<typeof ZLandlordOption>;

// ---- contractors and sub-contractors ----

/** Categories of work: at least one ("Category is required.", product §5). */
const fCategories = () =>
  fJson(
    z
      .array(z.enum(WORK_CATEGORY_CODES, { error: 'invalid-json' }), { error: 'category-required' })
      .min(1, { error: 'category-required' })
      .max(WORK_CATEGORY_CODES.length),
  ).transform((l) => [...new Set(l)]);
const fSubCategories = () =>
  fOptional(fJson(z.array(z.enum(WORK_SUB_CATEGORY_CODES)).max(WORK_SUB_CATEGORY_CODES.length)))
    .default([])
    .transform((l) => [...new Set(l)]);

type TWorkValues = { categories?: string[]; sub_categories?: string[] };
/** Every sub-category belongs to one of the chosen categories. */
const checkSubCategories = (v: TWorkValues, ctx: z.RefinementCtx) => {
  const chosen = new Set(v.categories ?? []);
  if ((v.sub_categories ?? []).some((s) => !chosen.has(categoryOfSubCategory(s) ?? '')))
    ctx.addIssue({ code: 'custom', path: ['sub_categories'], message: 'sub-category-outside' });
};

const workShape = {
  categories: fCategories(),
  sub_categories: fSubCategories(),
};

const contractorShape = {
  kind: z.enum(CONTRACTOR_KINDS, { error: 'required' }),
  ...loginShape,
  business_name: fOptional(fText(150)),
  business_registration_number: fOptional(fText(30)),
  ...workShape,
  /** Where they work: states of Malaysia, and towns or cities within them. */
  service_states: fOptional(fJson(z.array(z.enum(MALAYSIAN_STATES)).max(MALAYSIAN_STATES.length)))
    .default([])
    .transform((l) => [...new Set(l)]),
  service_cities: fOptional(fJson(z.array(fText(80)).max(30)))
    .default([])
    .transform((l) => [...new Set(l)]),
  ...profileShape,
};

type TContractorValues = TMobileValues & TWorkValues & { kind?: string; business_name?: string };
const checkContractor = (v: TContractorValues, ctx: z.RefinementCtx) => {
  checkMobile(v, ctx);
  checkSubCategories(v, ctx);
  if (v.kind === 'company' && !v.business_name)
    ctx.addIssue({ code: 'custom', path: ['business_name'], message: 'required' });
};

export const ZContractorInput = z.object(contractorShape).superRefine(checkContractor);
export type TContractorInput = z.input<typeof ZContractorInput>;
export const ZUpdateContractorInput = z
  .object({ id: fId(), ...contractorShape })
  .superRefine(checkContractor);
export type TUpdateContractorInput = z.input<typeof ZUpdateContractorInput>;

export const ZListContractorsInput = z.object({
  ...list,
  category: fOptional(z.enum(WORK_CATEGORY_CODES)),
});
export const ZAdminListContractorsInput = z.object({
  ...adminList,
  category: fOptional(z.enum(WORK_CATEGORY_CODES)),
});

const workFacts = {
  categories: z.array(z.string()),
  sub_categories: z.array(z.string()),
};

export const ZContractorListItem = z.object({
  ...accountFacts,
  kind: z.enum(CONTRACTOR_KINDS),
  business_name: z.string().nullable(),
  ...workFacts,
  sub_contractor_count: z.number().int(),
});
export type TContractorListItem = z.infer<typeof ZContractorListItem>;

export const ZContractor = z.object({
  ...accountFacts,
  ...ZProfileValues.shape,
  kind: z.enum(CONTRACTOR_KINDS),
  business_name: z.string().nullable(),
  business_registration_number: z.string().nullable(),
  ...workFacts,
  service_states: z.array(z.string()),
  service_cities: z.array(z.string()),
  sub_contractor_count: z.number().int(),
});
export type TContractor = z.infer<typeof ZContractor>;

/** A main contractor's own worker: mobile login, categories a subset of the contractor's. */
const subContractorShape = { ...loginShape, ...workShape };
const checkSubContractor = (v: TMobileValues & TWorkValues, ctx: z.RefinementCtx) => {
  checkMobile(v, ctx);
  checkSubCategories(v, ctx);
};
export const ZSubContractorInput = z.object(subContractorShape).superRefine(checkSubContractor);
export type TSubContractorInput = z.input<typeof ZSubContractorInput>;
export const ZUpdateSubContractorInput = z
  .object({ id: fId(), ...subContractorShape })
  .superRefine(checkSubContractor);
export type TUpdateSubContractorInput = z.input<typeof ZUpdateSubContractorInput>;
export const ZListSubContractorsInput = z.object(list);

export const ZSubContractor = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile_country_code: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  has_password: z.boolean(),
  ...workFacts,
  created_at: z.string(),
});
export type TSubContractor = z.infer<typeof ZSubContractor>;

/** What the contractor's form offers a sub-contractor: the contractor's own categories. */
export const ZSubContractorOptions = z.object(workFacts);

// ---- vendors ----

export const VENDOR_STATUSES = ['active', 'archived'] as const;
export type TVendorStatus = (typeof VENDOR_STATUSES)[number];

const optionalMobile = {
  mobile_country_code: fOptional(zCountryCode()),
  mobile: fOptional(zMobile()),
};

const vendorShape = {
  name: fText(150),
  contact_person: fOptional(fText(100)),
  email: fOptional(zEmail()),
  ...optionalMobile,
  category: fOptional(z.enum(VENDOR_CATEGORIES)),
  registration_number: fOptional(fText(30)),
  address: fOptional(fText(500)),
  bank_name: profileShape.bank_name,
  bank_account_name: profileShape.bank_account_name,
  bank_account_number: profileShape.bank_account_number,
  notes: fOptional(z.string().trim().max(2000, { error: 'too-long' })),
};
const checkVendor = (v: TMobileValues, ctx: z.RefinementCtx) => {
  if (v.mobile && !v.mobile_country_code)
    ctx.addIssue({ code: 'custom', path: ['mobile_country_code'], message: 'required' });
  checkMobile(v, ctx);
};

export const ZVendorInput = z.object(vendorShape).superRefine(checkVendor);
export type TVendorInput = z.input<typeof ZVendorInput>;
export const ZUpdateVendorInput = z.object({ id: fId(), ...vendorShape }).superRefine(checkVendor);
export type TUpdateVendorInput = z.input<typeof ZUpdateVendorInput>;

export const ZListVendorsInput = z.object({
  ...list,
  category: fOptional(z.enum(VENDOR_CATEGORIES)),
  include_archived: fOptional(fBool()).default(false),
});

export const ZVendor = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  mobile_country_code: z.string().nullable(),
  mobile: z.string().nullable(),
  category: z.enum(VENDOR_CATEGORIES).nullable(),
  registration_number: z.string().nullable(),
  address: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(VENDOR_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TVendor = z.infer<typeof ZVendor>;
