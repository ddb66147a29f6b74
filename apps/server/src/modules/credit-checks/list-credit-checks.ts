import type { ZListCreditChecksInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listChecks } from './repository';
import { activeSetting } from './settings';
import { toCheck } from './views';

type TInput = z.output<typeof ZListCreditChecksInput>;

async function page(uc: TUseCase, input: TInput) {
  const { rows, total } = await listChecks(
    uc.services.db,
    uc.scope,
    { companyId: uc.scope.kind === 'admin' ? input.company_id : undefined, search: input.search },
    pageWindow(input),
  );
  // Lists show the IC masked but for its last four digits; the detail shows it whole.
  return pageOut(
    rows.map((r) => toCheck(r.check, r.companyName)),
    total,
    input,
  );
}

/** user-list-credit-checks: the company's checks, and the fee a new one costs now. */
export async function listCreditChecks(uc: TUseCase, input: TInput) {
  const setting = await activeSetting(uc.services);
  return { ...(await page(uc, input)), fee_sen: setting?.feeSen ?? 0 };
}

/** admin-list-credit-checks: every company's (or one's, by company_id). */
export const adminListCreditChecks = (uc: TUseCase, input: TInput) => page(uc, input);
