import { birthDateFromIc, toDateString } from '@sewa/domain';
import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { findCompanyName } from './company';
import { performCheck } from './perform-check';

/**
 * user-create-credit-check (add-ctos without a booking): a walk-in person's report, with the consent
 * they signed on paper uploaded (PDF or image, kept private to the company). Charged like any check.
 */
export async function createCreditCheck(
  uc: TUseCase,
  input: { name: string; ic_number: string },
  files: TUploadedFile[],
) {
  // A MyKad number starts with a real date of birth (YYMMDD).
  if (!birthDateFromIc(input.ic_number, toDateString(uc.services.now())))
    throw invalid({ ic_number: 'invalid-ic' });
  const upload = files.find((f) => f.field === 'consent');
  if (!upload) throw invalid({ consent: 'document-required' });
  const companyId = companyOf(uc.scope);
  return performCheck(uc, {
    companyId,
    companyName: await findCompanyName(uc.services.db, companyId),
    bookingId: null,
    subject: { name: input.name, icNumber: input.ic_number },
    consent: { upload },
  });
}
