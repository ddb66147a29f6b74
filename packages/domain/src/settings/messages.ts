// Validation message keys of the platform settings (merged into VALIDATION_MESSAGES, namespace `validation`).
export const SETTINGS_VALIDATION_MESSAGES = {
  en: {
    'invalid-time': 'Enter a time as HH:MM (24-hour).',
    'close-before-open': 'Closing time must be after opening time.',
    'invalid-whatsapp': 'Enter the WhatsApp number with its country code, digits only (e.g. 60123456789).',
  },
  cn: {
    'invalid-time': '请以 HH:MM（24 小时制）输入时间。',
    'close-before-open': '关门时间必须晚于开门时间。',
    'invalid-whatsapp': '请输入带国家代码的 WhatsApp 号码，仅限数字（例如 60123456789）。',
  },
} as const;
