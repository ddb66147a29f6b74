// The work screens of agreements, one chunk (screens.ts loads them by name).

export { AdminAgreementFeesPage, AdminPmaListPage } from './admin/admin-pages';
export { AgreementDetailPage } from './detail/agreement-detail-page';
export { CreateAgreementPage, EditAgreementPage, PreviewAgreementPage } from './edit/agreement-forms';
export {
  LandlordAgreementListPage,
  OperatorAgreementListPage,
  TenantAgreementListPage,
} from './list/agreement-list';
export {
  CreatePmaPage,
  EditPmaPage,
  LandlordPmaListPage,
  OperatorPmaListPage,
  ViewPmaPage,
} from './pma/pma-pages';
export {
  AdminAgreementsPage,
  CustomTemplatesPage,
  DefaultTemplatesPage,
  TemplateEditorPage,
} from './templates/template-pages';
