import type { ZSubContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import { invalid } from '../../../http/errors';
import type { TWork } from './work';

type TInput = z.output<typeof ZSubContractorInput>;

/** A sub-contractor's categories are a subset of its contractor's (101 'not-your-category' otherwise). */
export function subContractorWork(parent: TWork, input: TInput): TWork {
  const errors: Record<string, string> = {};
  if (input.categories.some((c) => !parent.categories.includes(c))) errors.categories = 'not-your-category';
  // A contractor that named no sub-categories takes any of its categories' sub-categories.
  if (parent.sub_categories.length && input.sub_categories.some((s) => !parent.sub_categories.includes(s)))
    errors.sub_categories = 'not-your-category';
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    kind: 'person',
    categories: input.categories,
    sub_categories: input.sub_categories,
    service_states: parent.service_states,
    service_cities: parent.service_cities,
  };
}
