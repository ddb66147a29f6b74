import {
  adminCreateTaxItem,
  adminListTaxItems,
  adminUpdateTaxItem,
  userCreateProduct,
  userGetProduct,
  userListProducts,
  userListTaxItems,
  userUpdateProduct,
} from '@sewa/domain/products/calls';
import type { TProduct, TTaxItem } from '@sewa/domain/products/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { CreateTaxItemPage, EditTaxItemPage, TaxItemsPage } from '../admin-screens';
import {
  OperatorCreateProductPage,
  OperatorEditProductPage,
  OperatorProductsPage,
} from '../operator-screens';

setupScreenTests();

const SCREENS = {
  '/operator/control-panel': OperatorProductsPage,
  '/operator/create-new-product': OperatorCreateProductPage,
  '/operator/edit-master-product/$id': OperatorEditProductPage,
  '/admin/transaction-tax-settings': TaxItemsPage,
  '/admin/create-transaction-tax-item': CreateTaxItemPage,
  '/admin/edit-transaction-tax-item/$id': EditTaxItemPage,
};

const signInAsOperator = () =>
  saveSession({ token: 'op-token', role: 'operator', privileges: ['control-panel'], origin: 'login' });
const signInAsAdmin = () =>
  saveSession({ token: 'admin-token', role: 'admin', privileges: ['setting'], origin: 'login' });

const taxItem = (over: Partial<TTaxItem> = {}): TTaxItem => ({
  id: 1,
  code: 'sst-8',
  name: 'SST 8%',
  rate_bp: 800,
  calculation: 'exclusive',
  effective_from: '2024-03-01',
  sst_registration_number: null,
  is_active: true,
  ...over,
});
const TAX_ITEMS = [taxItem(), taxItem({ id: 2, code: 'sst-6', name: 'SST 6%', rate_bp: 600 })];

const product = (over: Partial<TProduct> = {}): TProduct => ({
  id: 7,
  code: null,
  name_en: 'Cleaning fee',
  name_cn: '清洁费',
  category: 'custom',
  default_amount_sen: 15_050,
  tax_item_id: 1,
  kind: 'income',
  counts_in_payouts: false,
  is_active: true,
  updated_at: '2026-05-04T02:00:00.000Z',
  ...over,
});

const page = <T,>(items: T[]) => ({ data: { items, total: items.length, page: 1, page_size: 100 } });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('operator products (control panel)', () => {
  it('lists the products with their amount and tax, searches and filters by category, and says No Results', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userListTaxItems, page(TAX_ITEMS)),
      answer(userListProducts, (fields) =>
        fields.search === 'nothing'
          ? page([])
          : page([product(), product({ id: 8, name_en: 'Rent', tax_item_id: null })]),
      ),
    );
    renderApp('/operator/control-panel', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Cleaning fee')).closest('tr') as HTMLElement;
    expect(within(row).getByText('RM 150.50')).toBeTruthy();
    expect(within(row).getByText('SST 8% (8%)')).toBeTruthy();
    expect(within(row).getByText('清洁费')).toBeTruthy();
    expect(api.to(userListProducts)[0]?.fields).toEqual({
      include_inactive: 'false',
      page: '1',
      page_size: '10',
    });

    await choose(user, /^Category/, 'Utilities');
    await waitFor(() =>
      expect(api.to(userListProducts).at(-1)?.fields).toMatchObject({ category: 'utilities' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No Results');
    expect(api.to(userListProducts).at(-1)?.fields).toMatchObject({
      search: 'nothing',
      category: 'utilities',
    });
  });

  it('checks the new product with the shared schema before sending anything', async () => {
    signInAsOperator();
    const api = fakeApi(answer(userListTaxItems, page(TAX_ITEMS)));
    renderApp('/operator/create-new-product', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Product' });
    await user.type(within(form).getByLabelText(/^Default amount/), '12.345');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Name \(English\)/))).toBe('This field is required.'),
    );
    expect(fieldErrorOf(within(form).getByLabelText(/^Name \(Chinese\)/))).toBe('This field is required.');
    expect(fieldErrorOf(within(form).getByLabelText(/^Default amount/))).toBeTruthy();
    expect(api.to(userCreateProduct)).toEqual([]);
  });

  it('creates it with both names, the amount in sen and the chosen tax item, then opens it', async () => {
    signInAsOperator();
    const created = product({ id: 42, name_en: 'Parking', name_cn: '停车费', default_amount_sen: 123_450 });
    const api = fakeApi(
      answer(userListTaxItems, page(TAX_ITEMS)),
      answer(userCreateProduct, { data: created }),
      answer(userGetProduct, { data: created }),
    );
    const { history } = renderApp('/operator/create-new-product', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Product' });
    await user.type(within(form).getByLabelText(/^Name \(English\)/), 'Parking');
    await user.type(within(form).getByLabelText(/^Name \(Chinese\)/), '停车费');
    await choose(user, /^Category/, 'Utilities');
    await user.type(within(form).getByLabelText(/^Default amount/), '1,234.5');
    await choose(user, /^Tax item/, 'SST 6% (6%, Exclusive)');
    await choose(user, /^Kind/, 'Pass-through');
    await user.click(within(form).getByRole('checkbox', { name: /Counts in payouts/ }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(history.location.pathname).toBe('/operator/edit-master-product/42'));
    expect(api.to(userCreateProduct)[0]?.fields).toEqual({
      name_en: 'Parking',
      name_cn: '停车费',
      category: 'utilities',
      default_amount_sen: '123450',
      tax_item_id: '2',
      kind: 'pass_through',
      counts_in_payouts: 'false',
      is_active: 'true',
    });
    // The new record came with the answer: the edit screen shows it without reading it again.
    expect(await screen.findByDisplayValue('停车费')).toBeTruthy();
    expect(api.to(userGetProduct)).toEqual([]);
  });

  it('edits a product: the amount shows in RM, no tax clears the tax item, and a 101 lands on its field', async () => {
    signInAsOperator();
    let attempt = 0;
    const api = fakeApi(
      answer(userListTaxItems, page(TAX_ITEMS)),
      answer(userGetProduct, { data: product() }),
      answer(userUpdateProduct, (fields) =>
        ++attempt === 1
          ? failure(101, { errors: { name_cn: 'A product of this name exists.' } })
          : { data: product({ tax_item_id: null, name_cn: fields.name_cn }) },
      ),
    );
    renderApp('/operator/edit-master-product/7', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Product' });
    expect((within(form).getByLabelText(/^Default amount/) as HTMLInputElement).value).toBe('150.50');
    await choose(user, /^Tax item/, 'No tax');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Name \(Chinese\)/))).toBe(
        'A product of this name exists.',
      ),
    );
    const name = within(form).getByLabelText(/^Name \(Chinese\)/);
    await user.clear(name);
    await user.type(name, '清洁');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText('Product saved.');
    const sent = api.to(userUpdateProduct).at(-1)?.fields;
    expect(sent).toMatchObject({ id: '7', name_cn: '清洁', default_amount_sen: '15050' });
    expect(sent).not.toHaveProperty('tax_item_id');
  });
});

describe('transaction tax settings (admin)', () => {
  it('lists the seeded SST rates with their percent', async () => {
    signInAsAdmin();
    const api = fakeApi(answer(adminListTaxItems, page(TAX_ITEMS)));
    renderApp('/admin/transaction-tax-settings', SCREENS);
    const row = (await screen.findByText('SST 6%')).closest('tr') as HTMLElement;
    expect(within(row).getByText('6%')).toBeTruthy();
    expect(within(row).getByText('Exclusive')).toBeTruthy();
    expect(api.to(adminListTaxItems)[0]?.fields).toMatchObject({ include_inactive: 'true' });
  });

  it('creates a tax item: the percent goes as basis points', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminListTaxItems, page(TAX_ITEMS)),
      answer(adminCreateTaxItem, (fields) => ({ data: taxItem({ id: 3, name: fields.name, rate_bp: 825 }) })),
    );
    const { history } = renderApp('/admin/create-transaction-tax-item', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Tax item' });
    await user.type(within(form).getByLabelText(/^Rate/), '8.255');
    await user.click(screen.getByRole('button', { name: 'New tax item' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Name/))).toBe('This field is required.'),
    );
    expect(fieldErrorOf(within(form).getByLabelText(/^Rate/))).toBeTruthy();
    expect(api.to(adminCreateTaxItem)).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name/), 'Service tax 8.25%');
    const rate = within(form).getByLabelText(/^Rate/);
    await user.clear(rate);
    await user.type(rate, '8.25');
    await choose(user, /^Calculation/, 'Inclusive');
    await user.type(within(form).getByLabelText(/^SST registration number/), 'W10-1808-31000001');
    await user.click(screen.getByRole('button', { name: 'New tax item' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/transaction-tax-settings'));
    expect(api.to(adminCreateTaxItem)[0]?.fields).toMatchObject({
      name: 'Service tax 8.25%',
      rate_bp: '825',
      calculation: 'inclusive',
      sst_registration_number: 'W10-1808-31000001',
      is_active: 'true',
    });
    expect(api.to(adminCreateTaxItem)[0]?.fields.effective_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('edits one: the rate shows as a percent and saves back in basis points', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminListTaxItems, page(TAX_ITEMS)),
      answer(adminUpdateTaxItem, { data: taxItem({ id: 2, rate_bp: 650 }) }),
    );
    renderApp('/admin/edit-transaction-tax-item/2', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Tax item' });
    const rate = within(form).getByLabelText(/^Rate/) as HTMLInputElement;
    expect(rate.value).toBe('6');
    await user.clear(rate);
    await user.type(rate, '6.5');
    await user.click(within(form).getByRole('checkbox', { name: /Active/ }));
    await user.click(screen.getByRole('button', { name: 'Save tax item' }));
    await waitFor(() => expect(api.to(adminUpdateTaxItem)).toHaveLength(1));
    expect(api.to(adminUpdateTaxItem)[0]?.fields).toMatchObject({
      id: '2',
      name: 'SST 6%',
      rate_bp: '650',
      effective_from: '2024-03-01',
      is_active: 'false',
    });
  });
});
