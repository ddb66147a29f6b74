import type { ZCreateTaxItemInput, ZUpdateTaxItemInput } from '@sewa/domain';
import type { z } from 'zod';

/** The columns of a tax item as created or updated. */
export const taxItemColumnsOf = (
  input: z.output<typeof ZUpdateTaxItemInput> | z.output<typeof ZCreateTaxItemInput>,
) => ({
  name: input.name,
  rateBp: input.rate_bp,
  calculation: input.calculation,
  effectiveFrom: input.effective_from,
  sstRegistrationNumber: input.sst_registration_number ?? null,
  isActive: input.is_active,
});
