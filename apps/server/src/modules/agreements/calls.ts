import {
  adminCreateAgreementTemplate,
  adminGetAgreement,
  adminGetAgreementFees,
  adminGetAgreementTemplate,
  adminListAgreements,
  adminListAgreementTemplates,
  adminListPmas,
  adminRecordAgreementStamping,
  adminUpdateAgreementFees,
  adminUpdateAgreementTemplate,
  publicCalculateStampDuty,
  publicGetEsignAgreement,
  publicGetEsignAgreementPdf,
  publicSignEsignAgreement,
  publicVerifyAgreementPdf,
  userCreateAgreement,
  userCreateAgreementTemplate,
  userCreatePma,
  userDeleteAgreement,
  userDeleteAgreementTemplate,
  userDeletePma,
  userGetAgreement,
  userGetAgreementPdf,
  userGetAgreementTemplate,
  userGetPma,
  userGetPmaPdf,
  userListAgreements,
  userListAgreementTemplates,
  userListPmas,
  userRecordAgreementStamping,
  userReissueAgreement,
  userReissuePma,
  userRequestAgreementStamping,
  userSendAgreement,
  userSendPma,
  userSignAgreement,
  userSignPma,
  userUpdateAgreement,
  userUpdateAgreementTemplate,
  userUpdatePma,
  userVoidAgreement,
  userVoidPma,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { addFileReadRule } from '../files/index';
import { calculateStampDutyCall } from './calculate-stamp-duty';
import { createAgreement } from './create-agreement';
import { createPma } from './create-pma';
import { createAgreementTemplate } from './create-template';
import { deleteAgreement } from './delete-agreement';
import { deleteAgreementTemplate } from './delete-template';
import { stampCertificateReadRule } from './file-rule';
import { getAgreement } from './get-agreement';
import { getAgreementFees } from './get-agreement-fees';
import { getAgreementPdf } from './get-agreement-pdf';
import { getEsignAgreement, getEsignAgreementPdf } from './get-esign-agreement';
import { getAgreementTemplate } from './get-template';
import { listAgreements } from './list-agreements';
import { listAgreementTemplates } from './list-templates';
import { recordAgreementStamping } from './record-stamping';
import { reissueAgreement } from './reissue-agreement';
import { requestAgreementStamping } from './request-stamping';
import { sendAgreement } from './send-agreement';
import { signAgreement } from './sign-agreement';
import { signEsignAgreement } from './sign-esign-agreement';
import { updateAgreementDraft } from './update-agreement';
import { updateAgreementFees } from './update-agreement-fees';
import { updatePma } from './update-pma';
import { updateAgreementTemplate } from './update-template';
import { verifyAgreementPdf } from './verify-agreement-pdf';
import { voidAgreement } from './void-agreement';

// Agreements (product §10, ADR 0022). The operator's side with 'agreement' writes templates and
// agreements; the tenant and the landlord read and sign the agreements sent to them (privileges gate
// operators and admins only); admins keep the default templates and read every company's agreements.

const PRIVILEGE = 'agreement';
const OPERATOR = { roles: ['operator'], privilege: PRIVILEGE } as const;
const PARTIES = { roles: ['operator', 'tenant', 'landlord'], privilege: PRIVILEGE } as const;
const ADMIN = { roles: ['admin'], privilege: PRIVILEGE } as const;
// PMAs (product §10.5): the operator's side with 'agreement/pma' and the landlord of the property.
const PMA = 'agreement/pma';
const PMA_OPERATOR = { roles: ['operator'], privilege: PMA } as const;
const PMA_PARTIES = { roles: ['operator', 'landlord'], privilege: PMA } as const;

addFileReadRule(stampCertificateReadRule);

export const agreementCalls: TAnyCall[] = [
  defineCall(publicCalculateStampDuty, {
    roles: 'any',
    privilege: null,
    handler: async (ctx) => ({ data: calculateStampDutyCall(ctx.input) }),
  }),
  defineCall(publicVerifyAgreementPdf, {
    roles: 'any',
    privilege: null,
    rateLimitPerMinute: 20,
    handler: async (ctx) => ({ data: await verifyAgreementPdf(useCase(ctx), ctx.files) }),
  }),
  // ---- signing by link (/e-sign): the token is the credential; the public calls' rate limit applies ----
  defineCall(publicGetEsignAgreement, {
    roles: 'any',
    privilege: null,
    handler: async (ctx) => ({ data: await getEsignAgreement(useCase(ctx), ctx.input) }),
  }),
  defineCall(publicGetEsignAgreementPdf, {
    roles: 'any',
    privilege: null,
    handler: async (ctx) => ({ data: await getEsignAgreementPdf(useCase(ctx), ctx.input) }),
  }),
  defineCall(publicSignEsignAgreement, {
    roles: 'any',
    privilege: null,
    handler: async (ctx) => ({ data: await signEsignAgreement(useCase(ctx), ctx.input) }),
  }),
  // ---- templates ----
  defineCall(userListAgreementTemplates, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listAgreementTemplates(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetAgreementTemplate, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await getAgreementTemplate(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateAgreementTemplate, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createAgreementTemplate(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateAgreementTemplate, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateAgreementTemplate(useCase(ctx), ctx.input) }),
  }),
  defineCall(userDeleteAgreementTemplate, {
    ...OPERATOR,
    handler: async (ctx) => deleteAgreementTemplate(useCase(ctx), ctx.input),
  }),
  defineCall(adminListAgreementTemplates, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listAgreementTemplates(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetAgreementTemplate, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getAgreementTemplate(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminCreateAgreementTemplate, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await createAgreementTemplate(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminUpdateAgreementTemplate, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateAgreementTemplate(useCase(ctx), ctx.input) }),
  }),
  // ---- agreements ----
  defineCall(userCreateAgreement, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createAgreement(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateAgreement, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateAgreementDraft(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListAgreements, {
    ...PARTIES,
    handler: async (ctx) => ({ data: await listAgreements(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetAgreement, {
    ...PARTIES,
    handler: async (ctx) => ({ data: await getAgreement(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetAgreementPdf, {
    ...PARTIES,
    handler: async (ctx) => ({ data: await getAgreementPdf(useCase(ctx), ctx.input) }),
  }),
  defineCall(userSendAgreement, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await sendAgreement(useCase(ctx), ctx.input) }),
  }),
  defineCall(userSignAgreement, {
    ...PARTIES,
    handler: async (ctx) => ({ data: await signAgreement(useCase(ctx), ctx.input) }),
  }),
  defineCall(userVoidAgreement, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await voidAgreement(useCase(ctx), ctx.input) }),
  }),
  defineCall(userDeleteAgreement, {
    ...OPERATOR,
    handler: async (ctx) => deleteAgreement(useCase(ctx), ctx.input),
  }),
  defineCall(userReissueAgreement, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await reissueAgreement(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRequestAgreementStamping, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await requestAgreementStamping(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRecordAgreementStamping, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await recordAgreementStamping(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(adminListAgreements, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listAgreements(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetAgreement, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getAgreement(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetAgreementFees, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getAgreementFees(useCase(ctx)) }),
  }),
  defineCall(adminUpdateAgreementFees, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateAgreementFees(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminRecordAgreementStamping, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await recordAgreementStamping(useCase(ctx), ctx.input, ctx.files) }),
  }),
  // ---- PMA ----
  defineCall(userCreatePma, {
    ...PMA_OPERATOR,
    handler: async (ctx) => ({ data: await createPma(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdatePma, {
    ...PMA_OPERATOR,
    handler: async (ctx) => ({ data: await updatePma(useCase(ctx), ctx.input) }),
  }),
  defineCall(userDeletePma, {
    ...PMA_OPERATOR,
    handler: async (ctx) => deleteAgreement(useCase(ctx), ctx.input, 'pma'),
  }),
  defineCall(userReissuePma, {
    ...PMA_OPERATOR,
    handler: async (ctx) => ({ data: await reissueAgreement(useCase(ctx), ctx.input, 'pma') }),
  }),
  defineCall(userListPmas, {
    ...PMA_PARTIES,
    handler: async (ctx) => ({ data: await listAgreements(useCase(ctx), ctx.input, 'pma') }),
  }),
  defineCall(userGetPma, {
    ...PMA_PARTIES,
    handler: async (ctx) => ({ data: await getAgreement(useCase(ctx), ctx.input, 'pma') }),
  }),
  defineCall(userGetPmaPdf, {
    ...PMA_PARTIES,
    handler: async (ctx) => ({ data: await getAgreementPdf(useCase(ctx), ctx.input, 'pma') }),
  }),
  defineCall(userSendPma, {
    ...PMA_OPERATOR,
    handler: async (ctx) => ({ data: await sendAgreement(useCase(ctx), ctx.input, 'pma') }),
  }),
  defineCall(userSignPma, {
    ...PMA_PARTIES,
    handler: async (ctx) => ({ data: await signAgreement(useCase(ctx), ctx.input, 'pma') }),
  }),
  defineCall(userVoidPma, {
    ...PMA_OPERATOR,
    handler: async (ctx) => ({ data: await voidAgreement(useCase(ctx), ctx.input, 'pma') }),
  }),
  defineCall(adminListPmas, {
    roles: ['admin'],
    privilege: PMA,
    handler: async (ctx) => ({ data: await listAgreements(useCase(ctx), ctx.input, 'pma') }),
  }),
];
