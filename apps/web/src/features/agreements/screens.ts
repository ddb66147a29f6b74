import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Agreement screens (product §10): the public stamp-duty calculator and PDF verification; the templates,
// agreements and signing screens of the operator's side, the tenant, the landlord and admins. Lazy-loaded:
// each public page alone, the parties' screens together, the operator's and admin's work screens together.
const publicPage = (name: keyof typeof import('./stamp-duty/stamp-duty-page')) =>
  lazyRouteComponent(() => import('./stamp-duty/stamp-duty-page'), name);
const verifyPage = (name: keyof typeof import('./verify/verify-page')) =>
  lazyRouteComponent(() => import('./verify/verify-page'), name);
const work = (name: keyof typeof import('./agreement-screens')) =>
  lazyRouteComponent(() => import('./agreement-screens'), name);
const esign = (name: keyof typeof import('./esign/esign-page')) =>
  lazyRouteComponent(() => import('./esign/esign-page'), name);
const party = (name: keyof typeof import('./party/party-pages')) =>
  lazyRouteComponent(() => import('./party/party-pages'), name);

export const AGREEMENT_SCREENS: TScreens = {
  '/stamp-duty-calculator': publicPage('StampDutyCalculatorPage'),
  '/verify-agreement': verifyPage('VerifyAgreementPage'),
  // A party without an account signs by the link of the e-mail or SMS.
  '/e-sign': esign('EsignPage'),
  // Operator.
  '/operator/tenancy-e-agreement': work('DefaultTemplatesPage'),
  '/operator/custom-templates': work('CustomTemplatesPage'),
  '/operator/create-e-agreement': work('TemplateEditorPage'),
  '/operator/my-agreement': work('OperatorAgreementListPage'),
  '/operator/create-agreement/$id': work('CreateAgreementPage'),
  '/operator/edit-agreement/$id': work('EditAgreementPage'),
  '/operator/preview-agreement/$id': work('PreviewAgreementPage'),
  '/operator/view-agreement-detail/$id': work('AgreementDetailPage'),
  '/operator/review-agreement/$id': party('OperatorReviewAgreementPage'),
  '/operator/esign-agreement/$id': party('OperatorEsignAgreementPage'),
  '/operator/view-agreement/$id': party('OperatorViewAgreementPage'),
  '/operator/pma': work('OperatorPmaListPage'),
  '/operator/create-pma': work('CreatePmaPage'),
  '/operator/edit-pma/$id': work('EditPmaPage'),
  '/operator/view-pma/$id': work('ViewPmaPage'),
  '/operator/review-pma/$id': party('OperatorReviewPmaPage'),
  '/operator/esign-pma/$id': party('OperatorEsignPmaPage'),
  // Admin.
  '/admin/tenancy-e-agreement': work('AdminAgreementsPage'),
  '/admin/pma': work('AdminPmaListPage'),
  '/admin/agreement-fees': work('AdminAgreementFeesPage'),
  // Tenant.
  '/agreement': work('TenantAgreementListPage'),
  '/review-agreement/$id': party('TenantReviewAgreementPage'),
  '/esign-agreement/$id': party('TenantEsignAgreementPage'),
  '/view-agreement/$id': party('TenantViewAgreementPage'),
  // Landlord.
  '/landlord/agreement': work('LandlordAgreementListPage'),
  '/landlord/review-agreement/$id': party('LandlordReviewAgreementPage'),
  '/landlord/esign-agreement/$id': party('LandlordEsignAgreementPage'),
  '/landlord/view-agreement/$id': party('LandlordViewAgreementPage'),
  '/landlord/pma': work('LandlordPmaListPage'),
  '/landlord/review-pma/$id': party('LandlordReviewPmaPage'),
  '/landlord/esign-pma/$id': party('LandlordEsignPmaPage'),
};
