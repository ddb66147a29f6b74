import type { userCreateProduct } from '@sewa/domain/products/calls';
import type { PRODUCT_CATEGORIES, PRODUCT_KINDS, TProduct } from '@sewa/domain/products/schemas';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { formatMoney, parseMoneyToSen } from '@sewa/format/money';

// The product form as typed, and the payload it sends. Field names are the payload's, so a 101 from the
// server lands on its field; the amount is typed in RM and sent in sen.

export type TProductForm = {
  name_en: string;
  name_cn: string;
  category: string;
  /** RM as typed ('12', '1,200.50'). */
  default_amount_sen: string;
  /** A tax item id, or '' for none. */
  tax_item_id: string;
  kind: string;
  counts_in_payouts: boolean;
  is_active: boolean;
};

export const NEW_PRODUCT: TProductForm = {
  name_en: '',
  name_cn: '',
  category: 'custom',
  default_amount_sen: '',
  tax_item_id: '',
  kind: 'income',
  counts_in_payouts: true,
  is_active: true,
};

export const productFormOf = (p: TProduct): TProductForm => ({
  name_en: p.name_en,
  name_cn: p.name_cn,
  category: p.category,
  default_amount_sen: formatMoney(p.default_amount_sen, 'myr', { thousands: false }).replace(/^RM /, ''),
  tax_item_id: p.tax_item_id === null ? '' : String(p.tax_item_id),
  kind: p.kind,
  counts_in_payouts: p.counts_in_payouts,
  is_active: p.is_active,
});

/** RM text → sen; text that is not an amount goes as typed, so the schema names the problem. */
export const senOf = (text: string): number | string => {
  if (text.trim() === '') return '';
  return parseMoneyToSen(text) ?? text;
};

/** What the create calls take (the update adds the id); both areas' contracts take the same input. */
export type TProductPayload = TCallInput<typeof userCreateProduct>;

export const productInputOf = (form: TProductForm): TProductPayload => ({
  name_en: form.name_en,
  name_cn: form.name_cn,
  category: form.category as (typeof PRODUCT_CATEGORIES)[number],
  default_amount_sen: senOf(form.default_amount_sen),
  tax_item_id: form.tax_item_id === '' ? undefined : form.tax_item_id,
  kind: form.kind as (typeof PRODUCT_KINDS)[number],
  counts_in_payouts: form.counts_in_payouts,
  is_active: form.is_active,
});
