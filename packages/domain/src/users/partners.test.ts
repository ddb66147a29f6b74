import { describe, expect, it } from 'vitest';
import {
  categoryOfSubCategory,
  PARTNER_VALIDATION_MESSAGES,
  WORK_CATEGORIES,
  WORK_CATEGORY_CODES,
  WORK_SUB_CATEGORY_CODES,
  workCategoryLabel,
  ZContractorInput,
  ZLandlordInput,
  ZSubContractorInput,
  ZVendorInput,
} from './partners';

const messagesOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('work categories', () => {
  it('has unique codes and labels in both languages', () => {
    expect(new Set(WORK_CATEGORY_CODES).size).toBe(WORK_CATEGORY_CODES.length);
    expect(new Set(WORK_SUB_CATEGORY_CODES).size).toBe(WORK_SUB_CATEGORY_CODES.length);
    for (const c of WORK_CATEGORIES) {
      expect(c.label.en && c.label.cn, c.code).toBeTruthy();
      for (const s of c.subCategories) {
        expect(s.label.en && s.label.cn, s.code).toBeTruthy();
        expect(categoryOfSubCategory(s.code)).toBe(c.code);
      }
    }
    expect(workCategoryLabel('plumbing-leak', 'cn')).toBe('水管或水龙头漏水');
    expect(Object.keys(PARTNER_VALIDATION_MESSAGES.en)).toEqual(Object.keys(PARTNER_VALIDATION_MESSAGES.cn));
  });
});

describe('partner schemas', () => {
  const contractor = {
    kind: 'company',
    name: 'Ali',
    business_name: 'Ali Sdn Bhd',
    mobile_country_code: '60',
    mobile: '0177000001',
    categories: '["plumbing"]',
    sub_categories: '["plumbing-leak"]',
  };

  it('reads the wire (JSON lists) and the form (arrays) alike', () => {
    const wire = ZContractorInput.parse(contractor);
    expect(wire.categories).toEqual(['plumbing']);
    expect(wire.service_states).toEqual([]);
    const form = ZContractorInput.parse({ ...contractor, categories: ['plumbing'], sub_categories: [] });
    expect(form.sub_categories).toEqual([]);
  });

  it('says "category-required" for none, and refuses sub-categories outside the categories', () => {
    expect(
      messagesOf(ZContractorInput.safeParse({ ...contractor, categories: '[]', sub_categories: '[]' })),
    ).toEqual({
      categories: 'category-required',
    });
    const { categories: _c, ...missing } = contractor;
    expect(messagesOf(ZSubContractorInput.safeParse({ ...missing, sub_categories: [] })).categories).toBe(
      'category-required',
    );
    expect(
      messagesOf(ZContractorInput.safeParse({ ...contractor, categories: ['cleaning'] })).sub_categories,
    ).toBe('sub-category-outside');
    expect(messagesOf(ZContractorInput.safeParse({ ...contractor, business_name: '' })).business_name).toBe(
      'required',
    );
    expect(ZContractorInput.safeParse({ ...contractor, kind: 'person', business_name: '' }).success).toBe(
      true,
    );
  });

  it('checks a Malaysian mobile strictly', () => {
    const landlord = { name: 'Tan', mobile_country_code: '60', mobile: '0312345678' };
    expect(messagesOf(ZLandlordInput.safeParse(landlord))).toEqual({ mobile: 'invalid-mobile' });
    expect(ZLandlordInput.safeParse({ ...landlord, mobile: '0123456789' }).success).toBe(true);
  });

  it('wants a vendor country code only with a mobile', () => {
    expect(ZVendorInput.safeParse({ name: 'Kedai' }).success).toBe(true);
    expect(messagesOf(ZVendorInput.safeParse({ name: 'Kedai', mobile: '0123456789' }))).toEqual({
      mobile_country_code: 'required',
    });
  });
});
