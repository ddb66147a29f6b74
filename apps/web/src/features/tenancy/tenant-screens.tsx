// The tenant's tenancy screens (phone first): their tenancies and one tenancy's detail.
export { MyTenanciesPage } from './tenant/my-tenancies-page';
export { MyTenancyDetailPage } from './tenant/my-tenancy-detail-page';
