import type { TUseCase } from '../../core/use-case';
import { agreementPdfFile } from './get-agreement-pdf';
import { esignDocument, openSignLink } from './sign-links';

// public-get-esign-agreement and public-get-esign-agreement-pdf: the holder of a signing link reads the
// agreement it is for (the review step of /e-sign) and the exact PDF to sign. 102 unknown token; 104
// expired, replaced, used or void (sign-links.ts).

export async function getEsignAgreement(uc: TUseCase, input: { token: string }) {
  const { db } = uc.services;
  return esignDocument(db, await openSignLink(db, uc.services, input.token));
}

export async function getEsignAgreementPdf(uc: TUseCase, input: { token: string }) {
  const open = await openSignLink(uc.services.db, uc.services, input.token);
  return agreementPdfFile(uc, open.a);
}
