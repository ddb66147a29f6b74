// Validation message keys of booking, appointments, credit checks and refunds (merged into
// VALIDATION_MESSAGES, namespace `validation`). 'sign-to-proceed' is shared and lives there.
export const BOOKING_VALIDATION_MESSAGES = {
  en: {
    'consent-required': 'Please agree to the credit check consent.',
    'disclaimer-required': 'Please agree to the disclaimer.',
    'under-18': 'You must be 18 or older to book.',
    'move-in-date-past': 'The move-in date cannot be in the past.',
    'move-in-date-too-late': 'The move-in date must be within 6 months.',
    'invalid-ic': 'Enter a 12-digit MyKad number (e.g. 900101145678).',
    'invalid-passport': 'Enter the passport number (5 to 20 letters or digits).',
    'document-required': 'Please upload this document.',
    'viewing-office-hours':
      'Viewings are offered in office hours: Mon–Fri 8:30 am–6:30 pm, Sat 8:30 am–1:00 pm.',
    'viewing-window': 'Pick a time within the next 3 working days.',
    'invalid-reference': 'Enter the payment reference (1 to 60 characters).',
    'tenure-not-offered': 'Choose one of the tenures this listing offers.',
    'invalid-url': 'Enter a full web address starting with https://.',
  },
  cn: {
    'consent-required': '请同意信用调查授权。',
    'disclaimer-required': '请同意免责声明。',
    'under-18': '您必须年满 18 岁才能预订。',
    'move-in-date-past': '入住日期不能早于今天。',
    'move-in-date-too-late': '入住日期必须在 6 个月之内。',
    'invalid-ic': '请输入 12 位数的身份证号码（例如 900101145678）。',
    'invalid-passport': '请输入护照号码（5 至 20 个字母或数字）。',
    'document-required': '请上传此文件。',
    'viewing-office-hours':
      '看房时间为办公时间：周一至周五上午 8:30 至下午 6:30，周六上午 8:30 至下午 1:00。',
    'viewing-window': '请选择未来 3 个工作日内的时间。',
    'invalid-reference': '请输入付款参考编号（1 至 60 个字符）。',
    'tenure-not-offered': '请选择此房源提供的租期。',
    'invalid-url': '请输入以 https:// 开头的完整网址。',
  },
} as const;
