import { ACCOUNT_VALIDATION_MESSAGES } from '../accounts/messages';
import { AGREEMENT_VALIDATION_MESSAGES } from '../agreements/messages';
import { BILLING_VALIDATION_MESSAGES } from '../billing/messages';
import { BOOKING_VALIDATION_MESSAGES } from '../booking/messages';
import { MONEY_VALIDATION_MESSAGES } from '../ledger/messages';
import { SETTINGS_VALIDATION_MESSAGES } from '../settings/messages';
import { TENANCY_VALIDATION_MESSAGES } from '../tenancy/messages';
import { PARTNER_VALIDATION_MESSAGES } from '../users/partners-messages';
import { TEAM_VALIDATION_MESSAGES } from '../users/team-messages';
import { TENANT_VALIDATION_MESSAGES } from '../users/tenants-messages';

// Custom validation messages. Zod schemas use these keys as their `error`; server and web translate them.
export const VALIDATION_MESSAGES = {
  en: {
    required: 'This field is required.',
    'invalid-email': 'Please enter a valid e-mail address.',
    'invalid-mobile': 'Please enter a valid mobile number.',
    'invalid-country-code': 'Please choose a valid country code.',
    'invalid-phone': 'Please enter a valid phone number.',
    'invalid-date': 'Please enter a valid date.',
    'too-long': 'This is too long.',
    'title-required': 'Title is required',
    'category-required': 'Category is required.',
    'rate-all-questions': 'Please rate all 6 questions.',
    'sign-to-proceed': 'Please sign your name to proceed',
    'invalid-json': 'This value is not valid.',
    'invalid-number': 'Please enter a valid number.',
    'invalid-file': 'This file could not be accepted.',
    'control-characters': 'This contains control characters, which cannot be used.',
    'not-allowed': 'This is not one of the allowed values.',
    // properties
    'invalid-postcode': 'Please enter a 5-digit postcode.',
    'invalid-coordinates': 'This location is outside Malaysia.',
    'price-range': 'The maximum price must not be below the minimum price.',
    'cover-photo-size': 'Cover photos must be exactly 1290 × 720 pixels.',
    'unit-number-taken': 'This unit number is already used in this property.',
    'rental-needs-room': 'This unit is rented by room: choose a room.',
    'rental-whole-unit-only': 'This unit is rented as a whole unit: do not choose a room.',
    'rental-exists': 'This unit or room already has an open rental.',
    'invalid-landlord': 'Choose a landlord of your company.',
    'invalid-photo': 'This photo is not one of your uploaded images.',
    'invalid-room': 'Choose a room of this unit.',
    'too-many-photos': 'A property can have at most 30 photos.',
    'too-many-rooms': 'A unit can have at most 30 rooms.',
    ...ACCOUNT_VALIDATION_MESSAGES.en,
    ...AGREEMENT_VALIDATION_MESSAGES.en,
    ...TENANCY_VALIDATION_MESSAGES.en,
    ...MONEY_VALIDATION_MESSAGES.en,
    ...PARTNER_VALIDATION_MESSAGES.en,
    ...TEAM_VALIDATION_MESSAGES.en,
    ...SETTINGS_VALIDATION_MESSAGES.en,
    ...TENANT_VALIDATION_MESSAGES.en,
    ...BOOKING_VALIDATION_MESSAGES.en,
    ...BILLING_VALIDATION_MESSAGES.en,
  },
  cn: {
    required: '此字段为必填项。',
    'invalid-email': '请输入有效的电子邮件地址。',
    'invalid-mobile': '请输入有效的手机号码。',
    'invalid-country-code': '请选择有效的国家代码。',
    'invalid-phone': '请输入有效的电话号码。',
    'invalid-date': '请输入有效的日期。',
    'too-long': '内容过长。',
    'title-required': '标题为必填项',
    'category-required': '类别为必填项。',
    'rate-all-questions': '请为全部 6 个问题评分。',
    'sign-to-proceed': '请签名以继续',
    'invalid-json': '此值无效。',
    'invalid-number': '请输入有效的数字。',
    'invalid-file': '无法接受此文件。',
    'control-characters': '此内容包含无法使用的控制字符。',
    'not-allowed': '此值不在允许的选项中。',
    // properties
    'invalid-postcode': '请输入 5 位数邮编。',
    'invalid-coordinates': '此位置不在马来西亚境内。',
    'price-range': '最高价格不得低于最低价格。',
    'cover-photo-size': '封面照片必须为 1290 × 720 像素。',
    'unit-number-taken': '此单位号码已在该产业中使用。',
    'rental-needs-room': '此单位按房间出租：请选择房间。',
    'rental-whole-unit-only': '此单位整间出租：请勿选择房间。',
    'rental-exists': '此单位或房间已有进行中的出租。',
    'invalid-landlord': '请选择您公司的屋主。',
    'invalid-photo': '此照片不是您上传的图片。',
    'invalid-room': '请选择此单位的房间。',
    'too-many-photos': '每个产业最多可有 30 张照片。',
    'too-many-rooms': '每个单位最多可有 30 个房间。',
    ...ACCOUNT_VALIDATION_MESSAGES.cn,
    ...AGREEMENT_VALIDATION_MESSAGES.cn,
    ...TENANCY_VALIDATION_MESSAGES.cn,
    ...MONEY_VALIDATION_MESSAGES.cn,
    ...PARTNER_VALIDATION_MESSAGES.cn,
    ...TEAM_VALIDATION_MESSAGES.cn,
    ...SETTINGS_VALIDATION_MESSAGES.cn,
    ...TENANT_VALIDATION_MESSAGES.cn,
    ...BOOKING_VALIDATION_MESSAGES.cn,
    ...BILLING_VALIDATION_MESSAGES.cn,
  },
} as const;

export type TValidationKey = keyof (typeof VALIDATION_MESSAGES)['en'];

export function translateValidation(message: string, lang: 'en' | 'cn'): string {
  const table = VALIDATION_MESSAGES[lang] as Record<string, string>;
  return table[message] ?? message;
}
