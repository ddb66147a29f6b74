// Validation message keys of tenancy and inventory lists (merged into VALIDATION_MESSAGES, namespace
// `validation`).
export const TENANCY_VALIDATION_MESSAGES = {
  en: {
    'tenure-end-before-start': 'The tenure must end after it starts.',
    'rent-free-outside-tenure': 'The rent-free period must lie within the tenure.',
    'too-many-entries': 'Too many entries.',
    'deductions-exceed-held': 'Deductions cannot be more than the deposits held.',
    'room-not-in-unit': 'Choose a room of this unit.',
    'unit-not-in-property': 'Choose a unit of this property.',
    'place-occupied': 'This unit or room already has a pending or active tenancy.',
    'not-a-tenant': 'Choose one of your tenants.',
  },
  cn: {
    'tenure-end-before-start': '租期结束日期必须晚于开始日期。',
    'rent-free-outside-tenure': '免租期必须在租期之内。',
    'too-many-entries': '条目太多。',
    'deductions-exceed-held': '扣除金额不能超过所持押金。',
    'room-not-in-unit': '请选择此单位的房间。',
    'unit-not-in-property': '请选择此产业的单位。',
    'place-occupied': '此单位或房间已有待生效或生效中的租约。',
    'not-a-tenant': '请选择您的租客。',
  },
} as const;
