import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Products (control panel) of the operator and admin sites, and the admin's tax items. Each site's
// screens share one chunk.
const operator = (name: keyof typeof import('./operator-screens')) =>
  lazyRouteComponent(() => import('./operator-screens'), name);
const admin = (name: keyof typeof import('./admin-screens')) =>
  lazyRouteComponent(() => import('./admin-screens'), name);

export const PRODUCT_SCREENS: TScreens = {
  '/operator/control-panel': operator('OperatorProductsPage'),
  '/operator/create-new-product': operator('OperatorCreateProductPage'),
  '/operator/edit-master-product/$id': operator('OperatorEditProductPage'),
  '/admin/control-panel': admin('AdminProductsPage'),
  '/admin/create-new-product': admin('AdminCreateProductPage'),
  '/admin/edit-master-product/$id': admin('AdminEditProductPage'),
  '/admin/transaction-tax-settings': admin('TaxItemsPage'),
  '/admin/create-transaction-tax-item': admin('CreateTaxItemPage'),
  '/admin/edit-transaction-tax-item/$id': admin('EditTaxItemPage'),
};
