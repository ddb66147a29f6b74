// Validation message keys of tenants, ratings and operators (merged into VALIDATION_MESSAGES).
export const TENANT_VALIDATION_MESSAGES = {
  en: {
    'tenant-under-18': 'Tenant must be at least 18 years old.',
    'score-range': 'Please give a score from 1 to 5.',
    'already-disputed': 'This rating has already been disputed.',
    'not-owned-tenant': 'This tenant manages their own profile; your company cannot edit it.',
  },
  cn: {
    'tenant-under-18': '租客必须年满 18 岁。',
    'score-range': '请给出 1 至 5 分。',
    'already-disputed': '此评分已提出过争议。',
    'not-owned-tenant': '此租客自行管理其资料，贵公司无法编辑。',
  },
} as const;
