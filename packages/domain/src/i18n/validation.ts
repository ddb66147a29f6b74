// Custom validation messages. Zod schemas use these keys as their `error`; server and web translate them.
export const VALIDATION_MESSAGES = {
  en: {
    required: 'This field is required.',
    'invalid-email': 'Please enter a valid e-mail address.',
    'invalid-mobile': 'Please enter a valid mobile number.',
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
  },
  cn: {
    required: '此字段为必填项。',
    'invalid-email': '请输入有效的电子邮件地址。',
    'invalid-mobile': '请输入有效的手机号码。',
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
  },
} as const;

export type TValidationKey = keyof (typeof VALIDATION_MESSAGES)['en'];

export function translateValidation(message: string, lang: 'en' | 'cn'): string {
  const table = VALIDATION_MESSAGES[lang] as Record<string, string>;
  return table[message] ?? message;
}
