import type { TUseCase } from '../../core/use-case';
import { findAgreementRow, useSignLink } from './repository';
import { signAs } from './sign-agreement';
import { esignDocument, openSignLink, type TOpenLink } from './sign-links';

// public-sign-esign-agreement: the holder of a signing link signs as the link's party, through the same
// signAs as a signed-in party (order, hash check, signature record with name, role, time, IP, user agent
// and SHA-256, notices). The link is used up in the same transaction, so it signs once.

export async function signEsignAgreement(
  uc: TUseCase,
  input: { token: string; signature: string; is_consent_agreed: boolean },
) {
  let open: TOpenLink | undefined;
  const a = await signAs(uc, input, async (tx) => {
    open = await openSignLink(tx, uc.services, input.token, true);
    await useSignLink(tx, open.link.id, uc.services.now());
    const row = await findAgreementRow(tx, open.a.id);
    const userId = open.party === 'tenant' ? row.tenantUserId : row.landlordUserId;
    return { found: open.a, row, party: open.party, userId, via: 'signing link' };
  });
  const { link, party } = open!;
  return esignDocument(uc.services.db, { a, party, link: { ...link, usedAt: uc.services.now() } });
}
