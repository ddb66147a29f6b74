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
} from '@sewa/domain/products/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { recordInput } from '../../../shared/screens/record-screen';

// The products and tax items screens' queries and mutations. The operator works on its company's
// products; the admin on the master products new companies start with, and on the tax items.

export type TProductArea = 'operator' | 'admin';

/** Each area's product calls: the screens are the same, the contracts differ. */
export const PRODUCT_CALLS = {
  operator: {
    list: userListProducts,
    get: userGetProduct,
    create: userCreateProduct,
    update: userUpdateProduct,
    taxItems: userListTaxItems,
  },
  admin: {
    list: adminListProducts,
    get: adminGetProduct,
    create: adminCreateProduct,
    update: adminUpdateProduct,
    taxItems: adminListTaxItems,
  },
} as const;

/** Every tax item fits one page (the platform keeps a handful of SST rates). */
export const TAX_ITEMS_INPUT = { page: 1, page_size: 100 } as const;
const ALL_TAX_ITEMS_INPUT = { ...TAX_ITEMS_INPUT, include_inactive: true } as const;

/** The tax items a product may carry: active ones (the operator reads them, never edits them). */
export function useTaxItemChoices(area: TProductArea) {
  const query = useCall(PRODUCT_CALLS[area].taxItems, TAX_ITEMS_INPUT);
  return { ...query, items: query.data?.data.items ?? [] };
}

/**
 * A new product shows up in the lists; the answer is the new record, so its edit screen reads it from
 * the cache.
 */
export function useCreateProduct(area: TProductArea) {
  const queryClient = useQueryClient();
  const calls = PRODUCT_CALLS[area];
  return useCallMutation(calls.create, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(calls.get, recordInput(answer.data.id)), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(calls.list) });
    },
  });
}

/** The saved product replaces the one on screen; the lists show it changed. */
export function useUpdateProduct(area: TProductArea) {
  const queryClient = useQueryClient();
  const calls = PRODUCT_CALLS[area];
  return useCallMutation(calls.update, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(calls.get, recordInput(answer.data.id)), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(calls.list) });
    },
  });
}

// ---- tax items (admin: transaction tax settings) ----

/** Every tax item, inactive ones too: the settings list and the edit screen read it. */
export function useAllTaxItems() {
  const query = useCall(adminListTaxItems, ALL_TAX_ITEMS_INPUT);
  return { ...query, items: query.data?.data.items };
}

/** A tax item changes the settings list and the choices of the admin's product form (both this call). */
const useTaxItemsChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: callKey(adminListTaxItems) });
};

export function useCreateTaxItem() {
  const changed = useTaxItemsChanged();
  return useCallMutation(adminCreateTaxItem, { onSuccess: changed });
}

export function useUpdateTaxItem() {
  const changed = useTaxItemsChanged();
  return useCallMutation(adminUpdateTaxItem, { onSuccess: changed });
}
