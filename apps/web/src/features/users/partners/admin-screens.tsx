import { ContractorListScreen } from './contractors/contractor-list-page';
import { EditContractorScreen } from './contractors/contractor-pages';
import { LandlordListScreen } from './landlords/landlord-list-page';
import { EditLandlordScreen } from './landlords/landlord-pages';

// The admin's landlords and contractors across companies (product §2.5), one chunk.
export const AdminLandlordsPage = () => <LandlordListScreen area="admin" />;
export const AdminEditLandlordPage = () => <EditLandlordScreen area="admin" />;
export const AdminContractorsPage = () => <ContractorListScreen area="admin" />;
export const AdminEditContractorPage = () => <EditContractorScreen area="admin" />;
