import type { TCreatePma } from '@sewa/domain';
import { nextCompanyNumber } from '../../core/counters';
import { companyOf } from '../../core/scope';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { recordTransition } from '../lifecycle/index';
import { agreementReference } from './create-agreement';
import { findPropertyForPma, findTemplate, insertAgreement } from './repository';
import { agreementDetail } from './view';

// user-create-pma: a draft PMA between the company and the landlord of one of its properties (product
// §10.5), from a PMA template, with its terms and both parties' details as agreed. It is signed by the
// landlord, then the operator (the same machine and PDFs as a tenancy agreement).

type TPmaTermsInput = Omit<TCreatePma, 'property_id' | 'template_id'>;

/** The terms' rules the schema cannot state: a percentage up to 100%, commencement on or after the date. */
export function checkPmaTerms(input: TPmaTermsInput) {
  if (input.fee_kind === 'percentage' && input.fee_value > 10_000)
    throw invalid({ fee_value: 'invalid-number' });
  if (input.commencement_date < input.agreement_date)
    throw invalid({ commencement_date: 'commencement-before-agreement' });
}

/** The terms as the agreement's columns (create-pma, update-pma). */
export const pmaColumns = (input: TPmaTermsInput) => ({
  pmaModeOfService: input.mode_of_service,
  pmaAgreementDate: input.agreement_date,
  pmaCommencementDate: input.commencement_date,
  pmaFeeKind: input.fee_kind,
  pmaFeeValue: input.fee_value,
  pmaProfitSharingBps: input.profit_sharing_bps,
  pmaParties: { landlord: input.landlord, operator: input.operator },
});

export async function createPma(uc: TUseCase, input: TCreatePma) {
  const companyId = companyOf(uc.scope);
  const now = uc.services.now();
  const { db } = uc.services;
  checkPmaTerms(input);
  const a = await db.transaction(async (tx) => {
    const property = await findPropertyForPma(tx, uc.scope, input.property_id);
    if (!property) throw notFound();
    if (!property.landlordUserId) throw invalid({ property_id: 'no-landlord' });
    const template = await findTemplate(tx, uc.scope, input.template_id);
    if (!template) throw notFound();
    if (template.kind !== 'pma') throw invalid({ template_id: 'template-kind-mismatch' });
    const n = await nextCompanyNumber(tx, companyId, 'pma');
    const created = await insertAgreement(tx, {
      companyId,
      kind: 'pma',
      reference: agreementReference('pma', n),
      tenancyId: null,
      propertyId: property.id,
      templateId: template.id,
      title: template.name,
      language: template.language,
      body: template.body,
      status: 'draft',
      landlordIsParty: true,
      landlordUserId: property.landlordUserId,
      stampingStatus: 'not_required',
      ...pmaColumns(input),
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
    await audit(tx, uc, { companyId, action: 'create', entity: 'pma', entityId: created.id });
    return created;
  });
  return agreementDetail(db, uc, a);
}
