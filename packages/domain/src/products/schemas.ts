import { z } from 'zod';
import { fBool, fDate, fId, fInt, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { fAmountSen } from '../ledger/fields';
import { TAX_CALCULATIONS } from '../ledger/tax';

// Products (what an invoice line charges for) and tax items (SST rates): the product's control panel and the
// admin's transaction tax settings.

export const PRODUCT_KINDS = ['income', 'deposit', 'pass_through'] as const;
export const PRODUCT_CATEGORIES = [
  'rent',
  'utilities',
  'deposit',
  'move_in_fee',
  'penalty',
  'custom',
] as const;

const productFields = {
  name_en: fText(100),
  name_cn: fText(100),
  category: z.enum(PRODUCT_CATEGORIES),
  default_amount_sen: fAmountSen(0, 100_000_000),
  tax_item_id: fOptional(fId()),
  kind: z.enum(PRODUCT_KINDS),
  counts_in_payouts: fBool(),
  is_active: fOptional(fBool()).default(true),
};

export const ZCreateProductInput = z.object(productFields);
export const ZUpdateProductInput = z.object({ id: fId(), ...productFields });

export const ZListProductsInput = z.object({
  search: fOptional(z.string().trim().max(100)),
  category: fOptional(z.enum(PRODUCT_CATEGORIES)),
  kind: fOptional(z.enum(PRODUCT_KINDS)),
  include_inactive: fOptional(fBool()).default(false),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZProduct = z.object({
  id: z.number(),
  /** The master product it came from ('rent', 'security_deposit', …), null for the company's own. */
  code: z.string().nullable(),
  name_en: z.string(),
  name_cn: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  default_amount_sen: z.number().int(),
  tax_item_id: z.number().nullable(),
  kind: z.enum(PRODUCT_KINDS),
  counts_in_payouts: z.boolean(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type TProduct = z.infer<typeof ZProduct>;

const taxItemFields = {
  name: fText(100),
  rate_bp: fInt().pipe(z.number().int().min(0).max(10_000)),
  calculation: z.enum(TAX_CALCULATIONS),
  effective_from: fDate(),
  sst_registration_number: fOptional(z.string().trim().max(50)),
  is_active: fOptional(fBool()).default(true),
};
export const ZCreateTaxItemInput = z.object({
  code: fOptional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,30}$/),
  ),
  ...taxItemFields,
});
export const ZUpdateTaxItemInput = z.object({ id: fId(), ...taxItemFields });
export const ZListTaxItemsInput = z.object({
  include_inactive: fOptional(fBool()).default(false),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZTaxItem = z.object({
  id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  rate_bp: z.number().int(),
  calculation: z.enum(TAX_CALCULATIONS),
  effective_from: z.string(),
  sst_registration_number: z.string().nullable(),
  is_active: z.boolean(),
});
export type TTaxItem = z.infer<typeof ZTaxItem>;
