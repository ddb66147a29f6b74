import { ProductListScreen } from './products/product-list-page';
import { CreateProductScreen, EditProductScreen } from './products/product-pages';

// The admin's master products and transaction tax settings (one chunk).
export { CreateTaxItemPage, EditTaxItemPage, TaxItemsPage } from './tax-items/tax-item-pages';

export const AdminProductsPage = () => <ProductListScreen area="admin" />;
export const AdminCreateProductPage = () => <CreateProductScreen area="admin" />;
export const AdminEditProductPage = () => <EditProductScreen area="admin" />;
