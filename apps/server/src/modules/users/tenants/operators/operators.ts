import {
  normaliseDomainCode,
  type TAccountStatus,
  type TAdminOperator,
  type ZAdminListOperatorsInput,
  type ZAdminUpdateOperatorInput,
} from '@sewa/domain';
import { toDateString } from '@sewa/format/dates';
import type { z } from 'zod';
import { uniqueViolation } from '../../../../core/db-errors';
import { pageOut, pageWindow } from '../../../../core/paging';
import { audit, type TUseCase } from '../../../../core/use-case';
import { invalid, notFound } from '../../../../http/errors';
import { companyColumns, picMobileOf, type TPicMobile } from '../../../accounts/company-columns';
import {
  isDomainCodeTaken,
  type TCompanyRow,
  updateCompany as updateCompanyRow,
} from '../../../accounts/company-repository';
import { logoUrl, toCompany } from '../../../accounts/company-view';
import { findCompanyWithOwner, listCompanies, type TOwnerRow } from './repository';

// The admin's operators (product §2.5 operator, edit-operator/{id}): companies, owners, trials.

const ownerOf = (u: TOwnerRow | null) =>
  u
    ? {
        id: u.id,
        name: u.name,
        email: u.email,
        mobile_country_code: u.mobileCountryCode,
        mobile: u.mobile,
        status: u.status as TAccountStatus,
      }
    : null;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** admin-list-operators: newest company first; search by company, domain code or owner. */
export async function listOperators(uc: TUseCase, input: z.output<typeof ZAdminListOperatorsInput>) {
  const now = uc.services.now();
  const { rows, total } = await listCompanies(uc.services.db, input.search, pageWindow(input));
  const items = rows.map((r) => ({
    id: r.company.id,
    name: r.company.name,
    domain_code: r.company.domainCode,
    owner: ownerOf(r.owner),
    trial_starts_at: iso(r.company.trialStartsAt),
    trial_ends_at: iso(r.company.trialEndsAt),
    is_trial: !!r.company.trialEndsAt && r.company.trialEndsAt.getTime() > now.getTime(),
    properties_count: Number(r.properties),
    created_at: r.company.createdAt.toISOString(),
  }));
  return pageOut(items, total, input);
}

async function operatorView(
  uc: TUseCase,
  row: NonNullable<Awaited<ReturnType<typeof findCompanyWithOwner>>>,
) {
  return {
    company: toCompany(row.company, await logoUrl(uc.services, row.company), uc.services.now()),
    owner: ownerOf(row.owner),
    properties_count: Number(row.properties),
    created_at: row.company.createdAt.toISOString(),
  } satisfies TAdminOperator;
}

/** admin-get-operator. */
export async function getOperator(uc: TUseCase, id: number): Promise<TAdminOperator> {
  const row = await findCompanyWithOwner(uc.services.db, id);
  if (!row) throw notFound();
  return operatorView(uc, row);
}

/** A trial's first day starts at midnight in Kuala Lumpur; its last day ends at the next midnight. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayEnd = (day: string) => new Date(new Date(`${day}T00:00:00+08:00`).getTime() + 86_400_000 - 1);

/** The company's columns as the form sends them (the operator's logo and payment secret stay). */
const columnsOf = (input: z.output<typeof ZAdminUpdateOperatorInput>, pic: TPicMobile) => ({
  ...companyColumns(input, pic),
  trialStartsAt: input.trial_starts_at ? dayStart(input.trial_starts_at) : null,
  trialEndsAt: input.trial_ends_at ? dayEnd(input.trial_ends_at) : null,
});

const auditable = (c: TCompanyRow) => {
  const { paymentSecretEnc: _secret, createdAt: _c, updatedAt: _u, ...rest } = c;
  return {
    ...rest,
    trialStartsAt: c.trialStartsAt ? toDateString(c.trialStartsAt) : null,
    trialEndsAt: c.trialEndsAt ? toDateString(c.trialEndsAt) : null,
  };
};

/** admin-update-operator: the company's details and trial dates, audited before and after. */
export async function updateOperator(uc: TUseCase, input: z.output<typeof ZAdminUpdateOperatorInput>) {
  const { services } = uc;
  const found = await findCompanyWithOwner(services.db, input.id);
  if (!found) throw notFound();
  const errors: Record<string, string> = {};
  const domainCode = normaliseDomainCode(input.domain_code);
  if (await isDomainCodeTaken(services.db, domainCode, input.id)) errors.domain_code = 'domain-code-taken';
  const pic = picMobileOf(input, errors);
  if (Object.keys(errors).length) throw invalid(errors);
  try {
    await services.db.transaction(async (tx) => {
      const saved = await updateCompanyRow(tx, input.id, {
        ...columnsOf(input, pic),
        updatedAt: services.now(),
      });
      await audit(tx, uc, {
        companyId: input.id,
        action: 'update-operator',
        entity: 'company',
        entityId: input.id,
        before: auditable(found.company),
        after: auditable(saved),
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'companies_domain_code_uq')
      throw invalid({ domain_code: 'domain-code-taken' });
    throw error;
  }
  return getOperator(uc, input.id);
}
