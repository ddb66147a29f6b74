import { nextCompanyNumber } from '../../core/counters';
import { companyOf } from '../../core/scope';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { recordTransition } from '../lifecycle/index';
import { findTemplate, findTenancyForAgreement, insertAgreement } from './repository';
import { agreementDetail } from './view';

// user-create-agreement: a draft tenancy agreement from one of the company's tenancies and a template
// (a default or the company's own). The body is the template's, variables and all; they are filled when
// shown and fixed into the document when it is sent.

export const agreementReference = (kind: 'tenancy' | 'pma', n: number) =>
  `${kind === 'pma' ? 'PMA' : 'AGR'}-${String(n).padStart(6, '0')}`;

export async function createAgreement(
  uc: TUseCase,
  input: { tenancy_id: number; template_id: number; landlord_is_party: boolean },
) {
  const companyId = companyOf(uc.scope);
  const now = uc.services.now();
  const { db } = uc.services;
  const a = await db.transaction(async (tx) => {
    const found = await findTenancyForAgreement(tx, uc.scope, input.tenancy_id);
    if (!found) throw notFound();
    const template = await findTemplate(tx, uc.scope, input.template_id);
    if (!template) throw notFound();
    if (template.kind !== 'tenancy') throw invalid({ template_id: 'template-kind-mismatch' });
    if (input.landlord_is_party && !found.propertyLandlordUserId)
      throw invalid({ landlord_is_party: 'no-landlord' });
    const n = await nextCompanyNumber(tx, companyId, 'agreement');
    const created = await insertAgreement(tx, {
      companyId,
      kind: 'tenancy',
      reference: agreementReference('tenancy', n),
      tenancyId: found.tenancy.id,
      propertyId: found.tenancy.propertyId,
      templateId: template.id,
      title: template.name,
      language: template.language,
      body: template.body,
      status: 'draft',
      landlordIsParty: input.landlord_is_party,
      landlordUserId: found.propertyLandlordUserId,
      createdByUserId: uc.caller.kind === 'user' ? uc.caller.userId : null,
      createdAt: now,
      updatedAt: now,
    });
    await recordTransition(tx, {
      companyId,
      subjectType: 'agreement',
      subjectId: created.id,
      action: 'create',
      from: null,
      to: 'draft',
      uc,
      at: now,
    });
    await audit(tx, uc, { companyId, action: 'create', entity: 'agreement', entityId: created.id });
    return created;
  });
  return agreementDetail(db, uc, a);
}
