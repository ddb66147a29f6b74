import { z } from 'zod';
import { ZCompany, ZUpdateCompanyInput } from '../accounts/company';
import { fDate, fId, fOptional, fPage, fPageSize } from '../forms/fields';
import { ZAccountSummary } from './tenants-schemas';

// The admin's operators (product §2.5 operator): the companies on the platform, their owners and trials.

export const ZAdminListOperatorsInput = z.object({
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZOperatorListItem = z.object({
  id: z.number(),
  name: z.string(),
  domain_code: z.string(),
  owner: ZAccountSummary.nullable(),
  trial_starts_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  is_trial: z.boolean(),
  properties_count: z.number().int(),
  created_at: z.string(),
});
export type TOperatorListItem = z.infer<typeof ZOperatorListItem>;

/** admin-get-operator: the company as its own form shows it, its owner and its size. */
export const ZAdminOperator = z.object({
  company: ZCompany,
  owner: ZAccountSummary.nullable(),
  properties_count: z.number().int(),
  created_at: z.string(),
});
export type TAdminOperator = z.infer<typeof ZAdminOperator>;

/**
 * admin-update-operator: the company form of user-update-company (without the logo and the payment
 * secret, which stay the operator's) plus the trial's first and last day (Malaysian dates).
 */
export const ZAdminUpdateOperatorInput = ZUpdateCompanyInput.omit({
  payment_secret: true,
  remove_payment_secret: true,
  remove_logo: true,
})
  .extend({
    id: fId(),
    trial_starts_at: fOptional(fDate()),
    trial_ends_at: fOptional(fDate()),
  })
  .refine((v) => !v.trial_starts_at || !v.trial_ends_at || v.trial_starts_at <= v.trial_ends_at, {
    error: 'date-range',
    path: ['trial_ends_at'],
  });
export type TAdminUpdateOperatorInput = z.input<typeof ZAdminUpdateOperatorInput>;
