import { TenancyDetailsScreen } from './details/tenancy-details-page';
import { CreateTenancyScreen } from './form/create-tenancy-page';
import { TenancyListScreen } from './list/tenancy-list-page';

// The tenancy screens of the operator, admin and landlord sites: list, create, details.
export const OperatorTenancyPage = () => <TenancyListScreen area="operator" />;
export const AdminTenancyPage = () => <TenancyListScreen area="admin" />;
export const LandlordTenancyPage = () => <TenancyListScreen area="landlord" />;
export const CreateTenancyPage = CreateTenancyScreen;
export const OperatorTenancyDetailsPage = () => <TenancyDetailsScreen area="operator" />;
export const AdminTenancyDetailsPage = () => <TenancyDetailsScreen area="admin" />;
export const LandlordTenancyDetailsPage = () => <TenancyDetailsScreen area="landlord" />;
