import type { TTenantSource, ZAdminListTenantsInput, ZListTenantsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import { companyOf } from '../../../core/scope';
import type { TUseCase } from '../../../core/use-case';
import { listAllTenants, listCompanyTenants } from './repository';
import { accountOf, averageOf } from './views';

/** user-list-tenants: the company's tenants, newest first; search by name, mobile, e-mail or IC. */
export async function listTenants(uc: TUseCase, input: z.output<typeof ZListTenantsInput>) {
  const { rows, total } = await listCompanyTenants(
    uc.services.db,
    companyOf(uc.scope),
    { search: input.search, source: input.source },
    pageWindow(input),
  );
  const items = rows.map((r) => ({
    ...accountOf(r.user),
    source: r.link.source as TTenantSource,
    average_rating: averageOf(r.average),
    added_at: r.link.createdAt.toISOString(),
  }));
  return pageOut(items, total, input);
}

/** admin-list-tenants: every tenant account, optionally those of one company. */
export async function adminListTenants(uc: TUseCase, input: z.output<typeof ZAdminListTenantsInput>) {
  const { rows, total } = await listAllTenants(
    uc.services.db,
    { search: input.search, companyId: input.company_id },
    pageWindow(input),
  );
  const items = rows.map((r) => ({
    ...accountOf(r.user),
    company_names: namesOf(r.companyNames),
    average_rating: averageOf(r.average),
    created_at: r.user.createdAt.toISOString(),
  }));
  return pageOut(items, total, input);
}

/** json_agg arrives parsed (PGlite) or as its JSON text (node-postgres leaves unknown types as text). */
const namesOf = (v: string[] | string | null): string[] =>
  v === null ? [] : typeof v === 'string' ? (JSON.parse(v) as string[]) : v;
