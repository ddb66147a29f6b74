import { AddPropertyScreen } from './property-pages/add-property-page';
import { inArea } from './shared/area';

// The landlord's property screens (product §2.3): its own properties and proposals to its operator.
export { LandlordAddUnitPage } from './landlord/landlord-add-unit-page';
export { LandlordPropertiesPage } from './landlord/landlord-properties-page';

export const LandlordAddPropertyPage = inArea('landlord', AddPropertyScreen);
