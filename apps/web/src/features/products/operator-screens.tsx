import { ProductListScreen } from './products/product-list-page';
import { CreateProductScreen, EditProductScreen } from './products/product-pages';

// The operator's control panel: the company's products (one chunk).
export const OperatorProductsPage = () => <ProductListScreen area="operator" />;
export const OperatorCreateProductPage = () => <CreateProductScreen area="operator" />;
export const OperatorEditProductPage = () => <EditProductScreen area="operator" />;
