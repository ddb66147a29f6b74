import {
  adminCreateProduct,
  adminCreateTaxItem,
  adminGetProduct,
  adminListProducts,
  adminListTaxItems,
  adminUpdateProduct,
  adminUpdateTaxItem,
  userCreateProduct,
  userGetProduct,
  userListProducts,
  userListTaxItems,
  userUpdateProduct,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { createProduct } from './create-product';
import { createTaxItem } from './create-tax-item';
import { getProduct } from './get-product';
import { listProducts } from './list-products';
import { listTaxItems } from './list-tax-items';
import { updateProduct } from './update-product';
import { updateTaxItem } from './update-tax-item';

// Products: the operator's control panel; the admin's master products (control-panel) and tax items
// (the transaction tax settings, under the admin's setting privilege).
const OPERATOR = { roles: ['operator'], privilege: 'control-panel' } as const;
const ADMIN = { roles: ['admin'], privilege: 'control-panel' } as const;
const TAX_ADMIN = { roles: ['admin'], privilege: 'setting' } as const;

export const productCalls = [
  defineCall(userListProducts, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listProducts(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetProduct, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await getProduct(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(userCreateProduct, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await createProduct(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateProduct, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await updateProduct(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListProducts, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listProducts(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetProduct, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getProduct(useCase(ctx), ctx.input.id) }),
  }),
  defineCall(adminCreateProduct, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await createProduct(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminUpdateProduct, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await updateProduct(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListTaxItems, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listTaxItems(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListTaxItems, {
    ...TAX_ADMIN,
    handler: async (ctx) => ({ data: await listTaxItems(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminCreateTaxItem, {
    ...TAX_ADMIN,
    handler: async (ctx) => ({ data: await createTaxItem(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminUpdateTaxItem, {
    ...TAX_ADMIN,
    handler: async (ctx) => ({ data: await updateTaxItem(useCase(ctx), ctx.input) }),
  }),
];
