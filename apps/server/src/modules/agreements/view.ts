import type { TDbExecutor } from '@sewa/db';
import {
  agreementTransition,
  esignStatus,
  lateStampingPenaltySen,
  nextSigner,
  signingMove,
  stampingDeadline,
  type TAgreementAction,
  type TAgreementDetail,
  type TAgreementParty,
  type TAgreementRow as TAgreementRowOut,
  type TAgreementStatus,
  type TPmaParty,
  type TPmaTerms,
  type TStampingStatus,
  tenureMonths,
  toDateString,
} from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { findFilesByIds, privateFileUrl } from '../files/index';
import { actorOf, listHistory } from '../lifecycle/index';
import { filledBody } from './fill';
import { orderOf, partyOf } from './party';
import {
  findAgreementRow,
  findReissue,
  findTenancyTerms,
  listSignatures,
  type TAgreementRecord,
  type TAgreementRow,
} from './repository';

// An agreement as its callers see it (ADR 0022).

export const todayOf = (uc: TUseCase) => toDateString(uc.services.now());

/** A PMA's terms as agreed (null for a tenancy agreement). */
export function pmaTerms(a: TAgreementRecord): TPmaTerms | null {
  if (a.kind !== 'pma') return null;
  const parties = (a.pmaParties ?? {}) as { landlord?: TPmaParty; operator?: TPmaParty };
  return {
    mode_of_service: (a.pmaModeOfService ?? 'full_management') as TPmaTerms['mode_of_service'],
    agreement_date: a.pmaAgreementDate ?? '',
    commencement_date: a.pmaCommencementDate ?? '',
    fee_kind: a.pmaFeeKind === 'fixed' ? 'fixed' : 'percentage',
    fee_value: a.pmaFeeValue ?? 0,
    profit_sharing_bps: a.pmaProfitSharingBps ?? 0,
    landlord: parties.landlord ?? { name: '' },
    operator: parties.operator ?? { name: '' },
  };
}

export function toRow(row: TAgreementRow, signatures: number): TAgreementRowOut {
  const a = row.agreement;
  return {
    id: a.id,
    reference: a.reference,
    title: a.title,
    status: a.status as TAgreementStatus,
    esign_status: esignStatus(a.status as TAgreementStatus, signatures),
    stamping_status: a.stampingStatus as TStampingStatus,
    language: a.language === 'cn' ? 'cn' : 'en',
    tenancy_id: a.tenancyId ?? 0,
    tenancy_code: row.tenancyCode ?? '',
    tenant_name: row.tenantName ?? '',
    property_name: row.propertyName,
    company_name: row.companyName,
    updated_at: a.updatedAt.toISOString(),
  };
}

/** The moves the caller may make now, asked of the machine. */
function actionsFor(
  uc: TUseCase,
  a: TAgreementRecord,
  party: TAgreementParty | null,
  signed: TAgreementParty[],
) {
  const status = a.status as TAgreementStatus;
  const actor = actorOf(uc);
  const out: TAgreementAction[] = [];
  if (uc.caller.kind === 'user' && uc.caller.role === 'operator') {
    for (const action of ['send', 'delete', 'void', 'reissue'] as const)
      if (agreementTransition(status, action, actor).ok) out.push(action);
  }
  if (party && signingMove(status, orderOf(a), signed, party).ok) out.push('sign');
  return out;
}

export async function agreementDetail(
  db: TDbExecutor,
  uc: TUseCase,
  a: TAgreementRecord,
): Promise<TAgreementDetail> {
  const today = todayOf(uc);
  const [row, signatures, history, reissuedTo] = await Promise.all([
    findAgreementRow(db, a.id),
    listSignatures(db, a.id),
    listHistory(db, 'agreement', a.id),
    findReissue(db, a.id),
  ]);
  const party = partyOf(uc, a, row);
  const signedParties = signatures.map((s) => s.party as TAgreementParty);
  const order = orderOf(a);
  const status = a.status as TAgreementStatus;
  const [certificate] = a.stampCertificateFileId ? await findFilesByIds(db, [a.stampCertificateFileId]) : [];
  const signedOn = a.signedAt ? toDateString(a.signedAt) : null;
  const stampingStatus = a.stampingStatus as TStampingStatus;
  const open = signedOn !== null && (stampingStatus === 'pending' || stampingStatus === 'duty_paid');
  const penalty = open ? lateStampingPenaltySen(a.stampDutySen, signedOn, today) : 0;
  const terms = await findTenancyTerms(db, a.tenancyId);
  const tenancyMonths = terms
    ? { monthlyRentSen: terms.rent, months: tenureMonths(terms.start, terms.end) }
    : { monthlyRentSen: 0, months: 0 };
  return {
    ...toRow(row, signatures.length),
    kind: a.kind === 'pma' ? 'pma' : 'tenancy',
    property_id: a.propertyId,
    pma: pmaTerms(a),
    template_id: a.templateId,
    body: await filledBody(db, a, today),
    source_body: status === 'draft' ? a.body : null,
    landlord_is_party: a.landlordIsParty,
    signing_order: order,
    next_signer: status === 'pending_signatures' ? nextSigner(order, signedParties) : null,
    my_party: party,
    document_sha256: a.documentSha256,
    signed_sha256: a.signedSha256,
    signatures: signatures.map((s) => ({
      party: s.party as TAgreementParty,
      name: s.name,
      signed_at: s.signedAt.toISOString(),
      ip: s.ip,
      user_agent: s.userAgent,
      document_sha256: s.documentSha256,
    })),
    stamping: {
      status: stampingStatus,
      duty_sen: a.stampDutySen,
      duplicate_sen: a.stampDuplicateSen,
      total_sen: a.stampDutySen + a.stampDuplicateSen,
      copies: a.stampCopies,
      deadline: signedOn ? stampingDeadline(signedOn) : null,
      late_penalty_sen: penalty,
      is_late: penalty > 0,
      requested_at: a.stampingRequestedAt?.toISOString() ?? null,
      fee_sen: a.stampingFeeSen,
      certificate_no: a.stampCertificateNo,
      stamped_on: a.stampedOn,
      certificate_url: certificate ? privateFileUrl(certificate) : null,
    },
    monthly_rent_sen: tenancyMonths.monthlyRentSen,
    tenure_months: tenancyMonths.months,
    void_reason: a.voidReason,
    reissued_from_id: a.reissuedFromId,
    reissued_to_id: reissuedTo,
    sent_at: a.sentAt?.toISOString() ?? null,
    signed_at: a.signedAt?.toISOString() ?? null,
    history,
    actions: actionsFor(uc, a, party, signedParties),
  };
}
