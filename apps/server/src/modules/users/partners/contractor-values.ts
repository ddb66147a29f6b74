import type { ZContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import { replaceProfile } from './partner-values';
import type { TWork } from './work';

type TInput = z.output<typeof ZContractorInput>;

/** The business fields a contractor's form adds to the landlord's. */
export const CONTRACTOR_EXTRA_FIELDS = ['business_name', 'business_registration_number'] as const;

export const workOfInput = (input: TInput): TWork => ({
  kind: input.kind,
  categories: input.categories,
  sub_categories: input.sub_categories,
  service_states: input.service_states,
  service_cities: input.service_cities,
});

/** The profile a contractor's form saves: personal, bank and business fields, and the work. */
export const contractorProfile = (stored: Record<string, unknown> | null, input: TInput) => ({
  ...replaceProfile(stored, input, CONTRACTOR_EXTRA_FIELDS),
  // A person has no business name even if the form still held one.
  ...(input.kind === 'person' ? { business_name: undefined } : {}),
  work: workOfInput(input),
});
