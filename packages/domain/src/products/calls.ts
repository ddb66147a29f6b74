import { dataOf, pageOf, ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  ZCreateProductInput,
  ZCreateTaxItemInput,
  ZListProductsInput,
  ZListTaxItemsInput,
  ZProduct,
  ZTaxItem,
  ZUpdateProductInput,
  ZUpdateTaxItemInput,
} from './schemas';

// The company's products (operator control panel); the admin keeps the master products every new
// company starts with, and the tax items.

export const userListProducts = defineContract({
  name: 'user-list-products',
  input: ZListProductsInput,
  output: dataOf(pageOf(ZProduct)),
});
export const userGetProduct = defineContract({
  name: 'user-get-product',
  input: ZIdInput,
  output: dataOf(ZProduct),
});
export const userCreateProduct = defineContract({
  name: 'user-create-product',
  input: ZCreateProductInput,
  output: dataOf(ZProduct),
});
export const userUpdateProduct = defineContract({
  name: 'user-update-product',
  input: ZUpdateProductInput,
  output: dataOf(ZProduct),
});

export const adminListProducts = defineContract({
  name: 'admin-list-products',
  input: ZListProductsInput,
  output: dataOf(pageOf(ZProduct)),
});
export const adminGetProduct = defineContract({
  name: 'admin-get-product',
  input: ZIdInput,
  output: dataOf(ZProduct),
});
export const adminCreateProduct = defineContract({
  name: 'admin-create-product',
  input: ZCreateProductInput,
  output: dataOf(ZProduct),
});
export const adminUpdateProduct = defineContract({
  name: 'admin-update-product',
  input: ZUpdateProductInput,
  output: dataOf(ZProduct),
});

/** The tax items an operator may put on a product (active ones). */
export const userListTaxItems = defineContract({
  name: 'user-list-tax-items',
  input: ZListTaxItemsInput,
  output: dataOf(pageOf(ZTaxItem)),
});
export const adminListTaxItems = defineContract({
  name: 'admin-list-tax-items',
  input: ZListTaxItemsInput,
  output: dataOf(pageOf(ZTaxItem)),
});
export const adminCreateTaxItem = defineContract({
  name: 'admin-create-tax-item',
  input: ZCreateTaxItemInput,
  output: dataOf(ZTaxItem),
});
export const adminUpdateTaxItem = defineContract({
  name: 'admin-update-tax-item',
  input: ZUpdateTaxItemInput,
  output: dataOf(ZTaxItem),
});
