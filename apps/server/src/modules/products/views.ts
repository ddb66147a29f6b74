import type { TProduct, TTaxItem } from '@sewa/domain';
import type { TProductRow, TTaxItemRow } from './repository';

export const productView = (p: TProductRow): TProduct => ({
  id: p.id,
  code: p.code,
  name_en: p.nameEn,
  name_cn: p.nameCn,
  category: p.category as TProduct['category'],
  default_amount_sen: p.defaultAmountSen,
  tax_item_id: p.taxItemId,
  kind: p.kind as TProduct['kind'],
  counts_in_payouts: p.countsInPayouts,
  is_active: p.isActive,
  updated_at: p.updatedAt.toISOString(),
});

export const taxItemView = (t: TTaxItemRow): TTaxItem => ({
  id: t.id,
  code: t.code,
  name: t.name,
  rate_bp: t.rateBp,
  calculation: t.calculation as TTaxItem['calculation'],
  effective_from: t.effectiveFrom,
  sst_registration_number: t.sstRegistrationNumber,
  is_active: t.isActive,
});
