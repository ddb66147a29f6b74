import { ContractorListScreen } from './contractors/contractor-list-page';
import { CreateContractorScreen, EditContractorScreen } from './contractors/contractor-pages';
import { LandlordListScreen } from './landlords/landlord-list-page';
import { CreateLandlordScreen, EditLandlordScreen } from './landlords/landlord-pages';

// The operator's landlords, contractors and vendors (product §2.2 users), one chunk.
export const OperatorLandlordsPage = () => <LandlordListScreen area="operator" />;
export const OperatorCreateLandlordPage = CreateLandlordScreen;
export const OperatorEditLandlordPage = () => <EditLandlordScreen area="operator" />;
export const OperatorContractorsPage = () => <ContractorListScreen area="operator" />;
export const OperatorCreateContractorPage = CreateContractorScreen;
export const OperatorEditContractorPage = () => <EditContractorScreen area="operator" />;
export { VendorListScreen as OperatorVendorsPage } from './vendors/vendor-list-page';
export {
  CreateVendorScreen as OperatorCreateVendorPage,
  EditVendorScreen as OperatorEditVendorPage,
} from './vendors/vendor-pages';
