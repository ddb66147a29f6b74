import type { TDbExecutor } from '@sewa/db';
import {
  ESIGN_LINK_DAYS,
  nextSigner,
  signingMove,
  type TAgreementParty,
  type TAgreementStatus,
  type TEsignDocument,
} from '@sewa/domain';
import { conflict, notFound } from '../../http/errors';
import type { TServices } from '../../http/services';
import { hashToken, newToken } from '../accounts/tokens';
import { orderOf } from './party';
import {
  findAgreementById,
  findAgreementRow,
  findSignLink,
  insertSignLink,
  listSignatures,
  type TAgreementRecord,
  type TSignLinkRecord,
} from './repository';

// Signing links (ADR 0022, "Signing without an account"): when a tenant's or landlord's signature is
// awaited, the e-mail and SMS carry /e-sign?token=… with a 256-bit token of that party; only its SHA-256
// is stored. A newer link of the party retires the older one; a signature uses it up.

const DAY_MS = 86_400_000;

/** A new signing link of `party` (tenant or landlord); the absolute URL to put in the e-mail and SMS. */
export async function issueSignLink(
  tx: TDbExecutor,
  services: Pick<TServices, 'config' | 'now'>,
  a: TAgreementRecord,
  party: Exclude<TAgreementParty, 'operator'>,
): Promise<string> {
  const now = services.now();
  const token = newToken();
  await insertSignLink(tx, {
    agreementId: a.id,
    party,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ESIGN_LINK_DAYS * DAY_MS),
    createdAt: now,
  });
  return `${services.config.publicBaseUrl}${a.language === 'cn' ? '/cn' : ''}/e-sign?token=${token}`;
}

export type TOpenLink = { link: TSignLinkRecord; a: TAgreementRecord; party: TAgreementParty };

/**
 * The link of `token` and its agreement (locked when `lock`): 102 when no link has this token; 104 with
 * its reason when the agreement is void, the party has signed with it, or it has expired or been replaced.
 */
export async function openSignLink(
  tx: TDbExecutor,
  services: Pick<TServices, 'now'>,
  token: string,
  lock = false,
): Promise<TOpenLink> {
  const link = await findSignLink(tx, hashToken(token), lock);
  const a = link ? await findAgreementById(tx, link.agreementId, lock) : null;
  if (!link || !a) throw notFound();
  if (a.status === 'void') throw conflict('esign-agreement-void');
  if (link.usedAt) throw conflict('esign-link-used');
  if (link.retiredAt || link.expiresAt.getTime() <= services.now().getTime())
    throw conflict('esign-link-expired');
  return { link, a, party: link.party as TAgreementParty };
}

/** What the link's holder sees (no addresses or devices of the other parties). */
export async function esignDocument(db: TDbExecutor, open: TOpenLink): Promise<TEsignDocument> {
  const { a, party, link } = open;
  const [row, signatures] = await Promise.all([findAgreementRow(db, a.id), listSignatures(db, a.id)]);
  const order = orderOf(a);
  const signed = signatures.map((s) => s.party as TAgreementParty);
  const status = a.status as TAgreementStatus;
  return {
    reference: a.reference,
    title: a.title,
    kind: a.kind === 'pma' ? 'pma' : 'tenancy',
    language: a.language === 'cn' ? 'cn' : 'en',
    status,
    company_name: row.companyName,
    property_name: row.propertyName,
    party,
    signer_name: (party === 'tenant' ? row.tenantName : row.landlordName) ?? '',
    signing_order: order,
    next_signer: status === 'pending_signatures' ? nextSigner(order, signed) : null,
    can_sign: !link.usedAt && signingMove(status, order, signed, party).ok,
    signatures: signatures.map((s) => ({
      party: s.party as TAgreementParty,
      name: s.name,
      signed_at: s.signedAt.toISOString(),
    })),
    document_sha256: a.documentSha256,
    expires_at: link.expiresAt.toISOString(),
  };
}
