import type { TDbExecutor } from '@sewa/db';
import {
  calculateStampDuty,
  nextSigner,
  signingMove,
  type TAgreementParty,
  type TAgreementStatus,
  tenureMonths,
  toDateString,
} from '@sewa/domain';
import { uniqueViolation } from '../../core/db-errors';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, forbidden } from '../../http/errors';
import { listHistory, mustTransition } from '../lifecycle/index';
import { renderSignedAgreement } from './agreement-pdf';
import { sha256, storedBytes, storePdf, storePng } from './documents';
import { lockAgreement, recordMove, type TKind } from './move';
import { noticeParties } from './notices';
import { orderOf, partyOf } from './party';
import {
  findAgreementRow,
  findTenancyTerms,
  findUserName,
  insertSignature,
  listSignatures,
  type TAgreementRecord,
  type TAgreementRow,
  updateAgreement,
} from './repository';
import { agreementDetail } from './view';

// Signing (user-sign-agreement, user-sign-pma, and public-sign-esign-agreement by a signing link): a party
// signs in turn (104 out of turn or a second time; 103 when the caller is not a party). The signature records name, role, time, address, device and the
// SHA-256 of the exact PDF signed, which is checked against the stored document first. The last
// signature makes the final PDF (document, signatures page, audit page) and works out the stamp duty.

async function finalPdf(tx: TDbExecutor, uc: TUseCase, a: TAgreementRecord, document: Uint8Array, at: Date) {
  const signatures = await listSignatures(tx, a.id);
  const history = await listHistory(tx, 'agreement', a.id);
  const pngs = await Promise.all(signatures.map((s) => storedBytes(tx, uc.services, s.signatureFileId)));
  return renderSignedAgreement({
    reference: a.reference,
    title: a.title,
    language: a.language === 'cn' ? 'cn' : 'en',
    agreementId: a.id,
    document,
    documentSha256: a.documentSha256!,
    signatures: signatures.map((s, i) => ({
      party: s.party as TAgreementParty,
      name: s.name,
      signedAt: s.signedAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      documentSha256: s.documentSha256,
      png: pngs[i] ?? null,
    })),
    events: history.map((e) => ({
      at: e.created_at,
      text: `${e.action}: ${e.from_status ?? '-'} → ${e.to_status}${e.actor_name ? ` (${e.actor_name})` : ''}${e.reason ? ` — ${e.reason}` : ''}`,
    })),
    at,
  });
}

/** Who signs: the agreement (locked), its parties' row, the party and its account (null: none known). */
export type TSigner = {
  found: TAgreementRecord;
  row: TAgreementRow;
  party: TAgreementParty;
  userId: number | null;
  /** How the signer was identified, when not by a session (recorded with the move: 'signing link'). */
  via?: string;
};

/**
 * Records `signer`'s signature in turn, in one transaction opened here (`locate` finds the signer in it):
 * the signed-in path (user-sign-agreement, user-sign-pma) and the signing link (public-sign-esign-agreement)
 * both come through here, so the order, the hash check and the audit record are the same.
 */
export async function signAs(
  uc: TUseCase,
  input: { signature: string; is_consent_agreed: boolean },
  locate: (tx: TDbExecutor) => Promise<TSigner>,
): Promise<TAgreementRecord> {
  const { db } = uc.services;
  const now = uc.services.now();
  const png = Buffer.from(input.signature.slice(input.signature.indexOf(',') + 1), 'base64');
  const { a, after } = await db.transaction(async (tx) => {
    const { found, row, party, userId, via } = await locate(tx);
    const signed = (await listSignatures(tx, found.id)).map((s) => s.party as TAgreementParty);
    const order = orderOf(found);
    const to = mustTransition(signingMove(found.status as TAgreementStatus, order, signed, party));
    // The exact PDF signed: the stored document, whose hash must still be the one sent.
    const document = await storedBytes(tx, uc.services, found.documentFileId);
    if (!document || sha256(document) !== found.documentSha256) throw conflict();
    const signatureFile = await storePng(tx, uc, found, `signature-${found.reference}-${party}.png`, png);
    const name = party === 'tenant' ? row.tenantName : party === 'landlord' ? row.landlordName : null;
    await insertSignature(tx, {
      agreementId: found.id,
      party,
      userId,
      name: name ?? (await signerName(tx, uc)) ?? '',
      signedAt: now,
      ip: uc.ip ?? null,
      userAgent: uc.userAgent ?? null,
      documentSha256: found.documentSha256!,
      signatureFileId: signatureFile.id,
    }).catch((error: unknown) => {
      throw uniqueViolation(error) ? conflict() : error;
    });
    await recordMove(tx, uc, found, { action: `sign:${party}`, to, at: now, reason: via ?? null });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'sign',
      entity: 'agreement',
      entityId: found.id,
    });
    let updated: TAgreementRecord;
    if (to === 'signed') {
      const pdf = await finalPdf(tx, uc, { ...found, status: to }, document, now);
      const file = await storePdf(tx, uc, found, `${found.reference}-signed.pdf`, pdf);
      const stamping = await stampingOnSigning(tx, found, toDateString(now));
      updated = await updateAgreement(tx, found.id, {
        status: to,
        signedAt: now,
        signedFileId: file.id,
        signedSha256: sha256(pdf),
        ...stamping,
        updatedAt: now,
      });
    } else updated = await updateAgreement(tx, found.id, { updatedAt: now });
    const next = to === 'signed' ? null : nextSigner(order, [...signed, party]);
    const after = await noticeParties(
      tx,
      uc.services,
      updated,
      row,
      next ? [next] : order,
      next ? 'to_sign' : 'signed',
    );
    return { a: updated, after };
  });
  await after();
  return a;
}

/** user-sign-agreement / user-sign-pma: the signed-in caller signs as their party (103 when none). */
export async function signAgreement(
  uc: TUseCase,
  input: { agreement_id: number; signature: string; is_consent_agreed: boolean },
  kind: TKind = 'tenancy',
) {
  const a = await signAs(uc, input, async (tx) => {
    const found = await lockAgreement(tx, uc, input.agreement_id, kind);
    const row = await findAgreementRow(tx, found.id);
    const party = partyOf(uc, found, row);
    if (!party) throw forbidden();
    return { found, row, party, userId: uc.caller.kind === 'user' ? uc.caller.userId : null };
  });
  return agreementDetail(uc.services.db, uc, a);
}

async function signerName(tx: TDbExecutor, uc: TUseCase) {
  if (uc.caller.kind !== 'user') return null;
  return findUserName(tx, uc.caller.userId);
}

/** Stamp duty of a tenancy agreement on the day it is signed (a PMA is not a lease: not required). */
async function stampingOnSigning(tx: TDbExecutor, a: TAgreementRecord, signedOn: string) {
  const terms = await findTenancyTerms(tx, a.tenancyId);
  if (a.kind !== 'tenancy' || !terms) return { stampingStatus: 'not_required' };
  const duty = calculateStampDuty({
    monthly_rent_sen: terms.rent,
    tenure_months: tenureMonths(terms.start, terms.end),
    copies: a.stampCopies,
    signed_on: signedOn,
  });
  return {
    stampingStatus: duty.exempt ? 'not_required' : 'pending',
    stampDutySen: duty.duty_sen,
    stampDuplicateSen: duty.duplicate_sen,
  };
}
