// The work screens of agreements, one chunk (screens.ts loads them by name).

export { AdminAgreementFeesPage } from './admin/admin-pages';
export { AgreementDetailPage } from './detail/agreement-detail-page';
export { CreateAgreementPage, EditAgreementPage, PreviewAgreementPage } from './edit/agreement-forms';
export {
  LandlordAgreementListPage,
  OperatorAgreementListPage,
  TenantAgreementListPage,
} from './list/agreement-list';
export { ViewPmaPage } from './pma/pma-detail';
export { CreatePmaPage, EditPmaPage } from './pma/pma-form';
export { AdminPmaListPage, LandlordPmaListPage, OperatorPmaListPage } from './pma/pma-list';
export {
  AdminAgreementsPage,
  CustomTemplatesPage,
  DefaultTemplatesPage,
  TemplateEditorPage,
} from './templates/template-pages';
