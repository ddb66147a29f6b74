// Validation message keys of the partners (merged into VALIDATION_MESSAGES, namespace `validation`).
export const PARTNER_VALIDATION_MESSAGES = {
  en: {
    'sub-category-outside': 'Choose sub-categories of the categories you picked.',
    'not-your-category': 'Choose from your own categories of work.',
  },
  cn: {
    'sub-category-outside': '请选择所选类别下的子类别。',
    'not-your-category': '请从您自己的工作类别中选择。',
  },
} as const;
