import {
  isValidMobile,
  normaliseDomainCode,
  normaliseMobile,
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
import { logoUrl, toCompany } from '../../../accounts/company-view';
import {
  findCompanyWithOwner,
  isDomainCodeTaken,
  listCompanies,
  type TCompanyRow,
  type TOwnerRow,
  updateCompanyRow,
} from './repository';

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

const n = (v: string | undefined) => v ?? null;
/** A trial's first day starts at midnight in Kuala Lumpur; its last day ends at the next midnight. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const dayEnd = (day: string) => new Date(new Date(`${day}T00:00:00+08:00`).getTime() + 86_400_000 - 1);

/** The company's columns as the form sends them (the operator's logo and payment secret stay). */
function columnsOf(
  input: z.output<typeof ZAdminUpdateOperatorInput>,
  picMobile: { cc: string; national: string } | null,
) {
  return {
    name: input.name,
    friendlyName: n(input.friendly_name),
    rocNumber: n(input.roc_number),
    domainCode: normaliseDomainCode(input.domain_code),
    personInChargeName: n(input.person_in_charge_name),
    personInChargeMobileCountryCode: picMobile?.cc ?? null,
    personInChargeMobile: picMobile?.national ?? null,
    personInChargeEmail: input.person_in_charge_email?.toLowerCase() ?? null,
    addressLine1: n(input.address_line1),
    addressLine2: n(input.address_line2),
    postcode: n(input.postcode),
    city: n(input.city),
    state: n(input.state),
    country: input.country?.toUpperCase() ?? null,
    bankName: n(input.bank_name),
    bankAccountName: n(input.bank_account_name),
    bankAccountNumber: n(input.bank_account_number),
    paymentUsername: n(input.payment_username),
    salesTaxId: n(input.sales_tax_id),
    serviceTaxId: n(input.service_tax_id),
    defaultTaxMode: input.default_tax_mode ?? 'none',
    trialStartsAt: input.trial_starts_at ? dayStart(input.trial_starts_at) : null,
    trialEndsAt: input.trial_ends_at ? dayEnd(input.trial_ends_at) : null,
  };
}

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
  let pic: { cc: string; national: string } | null = null;
  if (input.person_in_charge_mobile) {
    const cc = input.person_in_charge_mobile_country_code ?? '60';
    const m = normaliseMobile(cc, input.person_in_charge_mobile);
    if (!m || !isValidMobile(cc, input.person_in_charge_mobile))
      errors.person_in_charge_mobile = 'invalid-mobile';
    else pic = { cc, national: m.national };
  }
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
