import type { TDbExecutor } from '@sewa/db';
import type { TAdminTenant, TTenant, TTenantSource } from '@sewa/domain';
import { companyOf } from '../../../core/scope';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import {
  findCompanyTenant,
  findLinks,
  findTenantUser,
  ratingSummary,
  type TLinkRow,
  type TUserRow,
} from './repository';
import { accountOf, documentsOf, summaryOf, tenantProfileOf } from './views';

export async function tenantView(db: TDbExecutor, user: TUserRow, link: TLinkRow): Promise<TTenant> {
  return {
    ...accountOf(user),
    profile: tenantProfileOf(user),
    documents: await documentsOf(db, user, link.companyId),
    ratings: summaryOf(await ratingSummary(db, user.id)),
    created_at: user.createdAt.toISOString(),
    source: link.source as TTenantSource,
    added_at: link.createdAt.toISOString(),
    is_owned: user.companyId === link.companyId,
  };
}

/** user-get-tenant: a tenant of the caller's company (another company's tenant is 102). */
export async function getTenant(uc: TUseCase, id: number): Promise<TTenant> {
  const row = await findCompanyTenant(uc.services.db, companyOf(uc.scope), id);
  if (!row) throw notFound();
  return tenantView(uc.services.db, row.user, row.link);
}

/** admin-get-tenant: any tenant account, with every company's documents and links. */
export async function adminGetTenant(uc: TUseCase, id: number): Promise<TAdminTenant> {
  const { db } = uc.services;
  const user = await findTenantUser(db, id);
  if (!user) throw notFound();
  const links = await findLinks(db, id);
  return {
    ...accountOf(user),
    profile: tenantProfileOf(user),
    documents: await documentsOf(db, user, null),
    ratings: summaryOf(await ratingSummary(db, user.id)),
    created_at: user.createdAt.toISOString(),
    owner_company_id: user.companyId,
    companies: links.map((l) => ({
      company_id: l.link.companyId,
      company_name: l.companyName,
      source: l.link.source as TTenantSource,
      added_at: l.link.createdAt.toISOString(),
    })),
  };
}
