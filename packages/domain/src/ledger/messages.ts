// Validation message keys of the money modules (merged into VALIDATION_MESSAGES, namespace `validation`).
export const MONEY_VALIDATION_MESSAGES = {
  en: {
    'topup-minimum': 'The minimum top-up is RM10.00.',
    'topup-maximum': 'The maximum top-up is RM30,000.00.',
    'amount-not-zero': 'The amount must not be zero.',
    'date-range': 'The end date must not be before the start date.',
    'invalid-tax-item': 'Choose a tax item.',
    'tax-code-taken': 'This code is already used by another tax item.',
    'csv-columns': 'The file must have the columns reference_number, amount, fee and settled_date.',
    'csv-empty': 'The file has no settlement lines.',
    'csv-line': 'A line of the file could not be read.',
  },
  cn: {
    'topup-minimum': '最低充值金额为 RM10.00。',
    'topup-maximum': '最高充值金额为 RM30,000.00。',
    'amount-not-zero': '金额不能为零。',
    'date-range': '结束日期不得早于开始日期。',
    'invalid-tax-item': '请选择税项。',
    'tax-code-taken': '此代码已被其他税项使用。',
    'csv-columns': '文件必须包含 reference_number、amount、fee 和 settled_date 列。',
    'csv-empty': '文件中没有结算记录。',
    'csv-line': '文件中有一行无法读取。',
  },
} as const;
