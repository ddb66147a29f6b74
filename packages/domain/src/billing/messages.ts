// Validation message keys of billing (merged into VALIDATION_MESSAGES, namespace `validation`).
export const BILLING_VALIDATION_MESSAGES = {
  en: {
    'due-before-date': 'The due date must not be before the invoice date.',
    'last-notice-before-grace': 'The last notice cannot come before the grace period starts.',
    'penalty-too-large': 'A percentage penalty cannot be more than 100%.',
    'invalid-product': 'Choose one of your products.',
    'amount-exceeds-balance': 'The amount is more than the balance of the invoice.',
    'recharge-needs-tenancy': 'Choose the tenancy to recharge the expense to.',
    'invalid-tenancy': 'Choose one of your tenancies.',
    'invalid-property': 'Choose one of your properties.',
  },
  cn: {
    'due-before-date': '到期日不得早于发票日期。',
    'last-notice-before-grace': '最后通知不能早于宽限期开始。',
    'penalty-too-large': '百分比罚款不能超过 100%。',
    'invalid-product': '请选择您的产品。',
    'amount-exceeds-balance': '金额超过发票的未付余额。',
    'recharge-needs-tenancy': '请选择要转嫁此支出的租约。',
    'invalid-tenancy': '请选择您的租约。',
    'invalid-property': '请选择您的产业。',
  },
} as const;
