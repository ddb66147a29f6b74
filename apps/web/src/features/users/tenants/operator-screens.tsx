// The operator site's tenant screens (one chunk).

export { CreateTenantPage, TenantListPage, ViewTenantPage } from './operator-tenant-pages';
export { RateTenantPage } from './rate-tenant-page';
