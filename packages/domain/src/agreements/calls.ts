import { ZGeneratedFile } from '../documents/calls';
import { dataOf, pageOf, ZEmpty } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  AGREEMENT_PDF_FILES,
  STAMP_CERTIFICATE_FILES,
  ZAdminListAgreementsInput,
  ZAgreementDetail,
  ZAgreementFees,
  ZAgreementFeesInput,
  ZAgreementIdInput,
  ZAgreementRow,
  ZCalculateStampDutyInput,
  ZCreateAgreementInput,
  ZCreatePmaInput,
  ZCreateTemplateInput,
  ZEsignDocument,
  ZEsignSignInput,
  ZEsignTokenInput,
  ZListAgreementsInput,
  ZListTemplatesInput,
  ZRecordStampingInput,
  ZRequestStampingInput,
  ZSignAgreementInput,
  ZStampDutyResult,
  ZTemplateDetail,
  ZTemplateIdInput,
  ZTemplateRow,
  ZUpdateAgreementInput,
  ZUpdatePmaInput,
  ZUpdateTemplateInput,
  ZVerifyAgreementPdfInput,
  ZVerifyResult,
  ZVoidAgreementInput,
} from './schemas';

// Agreements (product §10, ADR 0022). The names the issue fixes are kept exactly. `user-` calls serve the
// operator's side (its company's agreements and templates), the tenant and the landlord (the agreements
// they are a party to or whose property it is); `admin-` calls manage the default templates and read
// every company's agreements.

// ---- stamp duty ----
export const publicCalculateStampDuty = defineContract({
  name: 'public-calculate-stamp-duty',
  input: ZCalculateStampDutyInput,
  output: dataOf(ZStampDutyResult),
});
/** Anyone holding a PDF checks it against the stored hashes (the audit page names this check). */
export const publicVerifyAgreementPdf = defineContract({
  name: 'public-verify-agreement-pdf',
  input: ZVerifyAgreementPdfInput,
  output: dataOf(ZVerifyResult),
  files: AGREEMENT_PDF_FILES,
});

// ---- signing by link: the public /e-sign page for a party without an account (the link's token decides
// the agreement and the party; 102 unknown, 104 expired, used or void) ----
export const publicGetEsignAgreement = defineContract({
  name: 'public-get-esign-agreement',
  input: ZEsignTokenInput,
  output: dataOf(ZEsignDocument),
});
/** The exact PDF the link's party signs (the final one once signed). */
export const publicGetEsignAgreementPdf = defineContract({
  name: 'public-get-esign-agreement-pdf',
  input: ZEsignTokenInput,
  output: dataOf(ZGeneratedFile),
});
export const publicSignEsignAgreement = defineContract({
  name: 'public-sign-esign-agreement',
  input: ZEsignSignInput,
  output: dataOf(ZEsignDocument),
});

// ---- templates ----
export const userListAgreementTemplates = defineContract({
  name: 'user-list-agreement-templates',
  input: ZListTemplatesInput,
  output: dataOf(pageOf(ZTemplateRow)),
});
export const userGetAgreementTemplate = defineContract({
  name: 'user-get-agreement-template',
  input: ZTemplateIdInput,
  output: dataOf(ZTemplateDetail),
});
export const userCreateAgreementTemplate = defineContract({
  name: 'user-create-agreement-template',
  input: ZCreateTemplateInput,
  output: dataOf(ZTemplateDetail),
});
export const userUpdateAgreementTemplate = defineContract({
  name: 'user-update-agreement-template',
  input: ZUpdateTemplateInput,
  output: dataOf(ZTemplateDetail),
});
export const userDeleteAgreementTemplate = defineContract({
  name: 'user-delete-agreement-template',
  input: ZTemplateIdInput,
  output: ZEmpty,
});
export const adminListAgreementTemplates = defineContract({
  name: 'admin-list-agreement-templates',
  input: ZListTemplatesInput,
  output: dataOf(pageOf(ZTemplateRow)),
});
export const adminGetAgreementTemplate = defineContract({
  name: 'admin-get-agreement-template',
  input: ZTemplateIdInput,
  output: dataOf(ZTemplateDetail),
});
export const adminCreateAgreementTemplate = defineContract({
  name: 'admin-create-agreement-template',
  input: ZCreateTemplateInput,
  output: dataOf(ZTemplateDetail),
});
export const adminUpdateAgreementTemplate = defineContract({
  name: 'admin-update-agreement-template',
  input: ZUpdateTemplateInput,
  output: dataOf(ZTemplateDetail),
});

// ---- tenancy agreements ----
export const userCreateAgreement = defineContract({
  name: 'user-create-agreement',
  input: ZCreateAgreementInput,
  output: dataOf(ZAgreementDetail),
});
export const userUpdateAgreement = defineContract({
  name: 'user-update-agreement',
  input: ZUpdateAgreementInput,
  output: dataOf(ZAgreementDetail),
});
export const userListAgreements = defineContract({
  name: 'user-list-agreements',
  input: ZListAgreementsInput,
  output: dataOf(pageOf(ZAgreementRow)),
});
export const userGetAgreement = defineContract({
  name: 'user-get-agreement',
  input: ZAgreementIdInput,
  output: dataOf(ZAgreementDetail),
});
/** The agreement as a PDF: a draft as it will look, a sent one as sent, a signed one with its audit page. */
export const userGetAgreementPdf = defineContract({
  name: 'user-get-agreement-pdf',
  input: ZAgreementIdInput,
  output: dataOf(ZGeneratedFile),
});
export const userSendAgreement = defineContract({
  name: 'user-send-agreement',
  input: ZAgreementIdInput,
  output: dataOf(ZAgreementDetail),
});
export const userSignAgreement = defineContract({
  name: 'user-sign-agreement',
  input: ZSignAgreementInput,
  output: dataOf(ZAgreementDetail),
});
export const userVoidAgreement = defineContract({
  name: 'user-void-agreement',
  input: ZVoidAgreementInput,
  output: dataOf(ZAgreementDetail),
});
export const userDeleteAgreement = defineContract({
  name: 'user-delete-agreement',
  input: ZAgreementIdInput,
  output: ZEmpty,
});
/** A new draft from a void agreement, same tenancy and text. */
export const userReissueAgreement = defineContract({
  name: 'user-reissue-agreement',
  input: ZAgreementIdInput,
  output: dataOf(ZAgreementDetail),
});
/** The platform stamps it: duty, duplicates and the stamping fee charged to the wallet (777 when short). */
export const userRequestAgreementStamping = defineContract({
  name: 'user-request-agreement-stamping',
  input: ZRequestStampingInput,
  output: dataOf(ZAgreementDetail),
});
export const userRecordAgreementStamping = defineContract({
  name: 'user-record-agreement-stamping',
  input: ZRecordStampingInput,
  output: dataOf(ZAgreementDetail),
  files: STAMP_CERTIFICATE_FILES,
});
export const adminListAgreements = defineContract({
  name: 'admin-list-agreements',
  input: ZAdminListAgreementsInput,
  output: dataOf(pageOf(ZAgreementRow)),
});
export const adminGetAgreement = defineContract({
  name: 'admin-get-agreement',
  input: ZAgreementIdInput,
  output: dataOf(ZAgreementDetail),
});
export const adminRecordAgreementStamping = defineContract({
  name: 'admin-record-agreement-stamping',
  input: ZRecordStampingInput,
  output: dataOf(ZAgreementDetail),
  files: STAMP_CERTIFICATE_FILES,
});

// ---- PMA (product §10.5): the same machine, signatures and PDFs between the landlord and the operator ----
export const userCreatePma = defineContract({
  name: 'user-create-pma',
  input: ZCreatePmaInput,
  output: dataOf(ZAgreementDetail),
});
export const userUpdatePma = defineContract({
  name: 'user-update-pma',
  input: ZUpdatePmaInput,
  output: dataOf(ZAgreementDetail),
});
/** A draft PMA only (104 once sent). */
export const userDeletePma = defineContract({
  name: 'user-delete-pma',
  input: ZAgreementIdInput,
  output: ZEmpty,
});
/** A new draft from a void PMA, same property, terms and parties. */
export const userReissuePma = defineContract({
  name: 'user-reissue-pma',
  input: ZAgreementIdInput,
  output: dataOf(ZAgreementDetail),
});
export const userListPmas = defineContract({
  name: 'user-list-pmas',
  input: ZListAgreementsInput,
  output: dataOf(pageOf(ZAgreementRow)),
});
export const userGetPma = defineContract({
  name: 'user-get-pma',
  input: ZAgreementIdInput,
  output: dataOf(ZAgreementDetail),
});
export const userSendPma = defineContract({
  name: 'user-send-pma',
  input: ZAgreementIdInput,
  output: dataOf(ZAgreementDetail),
});
export const userSignPma = defineContract({
  name: 'user-sign-pma',
  input: ZSignAgreementInput,
  output: dataOf(ZAgreementDetail),
});
export const userVoidPma = defineContract({
  name: 'user-void-pma',
  input: ZVoidAgreementInput,
  output: dataOf(ZAgreementDetail),
});
export const userGetPmaPdf = defineContract({
  name: 'user-get-pma-pdf',
  input: ZAgreementIdInput,
  output: dataOf(ZGeneratedFile),
});
// ---- the platform's agreement fees ----
export const adminGetAgreementFees = defineContract({
  name: 'admin-get-agreement-fees',
  input: ZEmpty,
  output: dataOf(ZAgreementFees),
});
export const adminUpdateAgreementFees = defineContract({
  name: 'admin-update-agreement-fees',
  input: ZAgreementFeesInput,
  output: dataOf(ZAgreementFees),
});
export const adminListPmas = defineContract({
  name: 'admin-list-pmas',
  input: ZAdminListAgreementsInput,
  output: dataOf(pageOf(ZAgreementRow)),
});
