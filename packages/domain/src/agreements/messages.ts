// Validation message keys of agreements (merged into VALIDATION_MESSAGES, namespace `validation`).
export const AGREEMENT_VALIDATION_MESSAGES = {
  en: {
    'esign-consent-required': 'Please agree to sign this agreement electronically.',
    'no-landlord': 'This property has no landlord to sign.',
    'template-kind-mismatch': 'Choose a template of this kind of agreement.',
    'not-stampable': 'Only a signed agreement can be stamped.',
    'pdf-required': 'Please upload a PDF.',
    'commencement-before-agreement': 'The commencement date cannot be before the agreement date.',
    'stamped-before-signing': 'The stamping date cannot be before the agreement was signed.',
    'stamped-in-future': 'The stamping date cannot be in the future.',
  },
  cn: {
    'esign-consent-required': '请同意以电子方式签署本协议。',
    'no-landlord': '此产业没有可签署的业主。',
    'template-kind-mismatch': '请选择此类协议的模板。',
    'not-stampable': '只有已签署的协议才能加盖印花。',
    'pdf-required': '请上传 PDF 文件。',
    'commencement-before-agreement': '生效日期不能早于协议日期。',
    'stamped-before-signing': '盖印日期不能早于协议签署日期。',
    'stamped-in-future': '盖印日期不能晚于今天。',
  },
} as const;
