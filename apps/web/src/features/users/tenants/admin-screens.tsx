// The admin site's tenants, rating disputes and operators screens (one chunk).
export { EditOperatorPage, OperatorListPage } from './admin-operator-pages';
export { AdminTenantListPage, AdminViewTenantPage, RatingDisputesPage } from './admin-tenant-pages';
