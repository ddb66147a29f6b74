import { userListUnits } from '@sewa/domain/properties/calls-units';
import {
  userAddInventoryItems,
  userDeleteInventoryItem,
  userGetInventoryItem,
  userGetInventoryPlace,
  userUpdateInventoryItem,
} from '@sewa/domain/tenancy/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import {
  AddCustomItemsScreen,
  AddInventoryItemsScreen,
  EditInventoryItemScreen,
  PropertyInventoryScreen,
  RoomInventoryScreen,
} from '../place-screens';
import { item, place, signInAsOperator } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/property-inventory/$id': PropertyInventoryScreen,
  '/operator/room-inventory/$id': RoomInventoryScreen,
  '/operator/add-inventory-items/$id': AddInventoryItemsScreen,
  '/operator/add-custom-items/$id': AddCustomItemsScreen,
  '/operator/edit-inventory-items/$id': EditInventoryItemScreen,
};

const unit = (id: number, unit_number: string) => ({
  id,
  property_id: 11,
  company_id: 3,
  unit_number,
  block: 'A',
  rental_type: 'room' as const,
  rooms: 2,
  bedrooms: 3,
  bathrooms: 2,
  carparks: 1,
  sqft: 1000,
  furnished: 'fully_furnished' as const,
  gender_preference: 'all' as const,
  race_preference: 'all' as const,
  lease_length: '12_months_and_above' as const,
  room_count: 2,
  available_rental_count: 1,
  created_at: '2026-05-01T02:00:00.000Z',
  updated_at: '2026-05-01T02:00:00.000Z',
});

const units = () =>
  answer(userListUnits, {
    data: { items: [unit(5, '12-3'), unit(6, '12-4')], total: 2, page: 1, page_size: 100 },
  });

describe('property-inventory and room-inventory', () => {
  it('opens on the asked unit: its items, the ways to add, its rooms linking to their pages', async () => {
    signInAsOperator();
    const api = fakeApi(units(), answer(userGetInventoryPlace, { data: place() }));
    renderApp('/operator/property-inventory/11?unit_id=5', SCREENS);
    const sofa = (await screen.findByText('Sofa')).closest('tr') as HTMLElement;
    expect(within(sofa).getByText('Good')).toBeTruthy();
    expect(within(sofa).getByText('Three-seater')).toBeTruthy();
    expect(within(sofa).getByRole('img', { name: 'Sofa, photo 1' }).getAttribute('src')).toBe(
      '/files/901/sofa.jpg',
    );
    expect(within(sofa).getByRole('link', { name: 'Edit Sofa' }).getAttribute('href')).toBe(
      '/operator/edit-inventory-items/31',
    );
    const rack = screen.getByText('Shoe rack').closest('tr') as HTMLElement;
    expect(within(rack).getByText('Fair')).toBeTruthy();
    expect(api.to(userGetInventoryPlace)[0]?.fields).toEqual({ unit_id: '5' });
    expect(screen.getByRole('link', { name: 'Add items' }).getAttribute('href')).toBe(
      '/operator/add-inventory-items/5',
    );
    expect(screen.getByRole('link', { name: 'Add custom item' }).getAttribute('href')).toBe(
      '/operator/add-custom-items/5',
    );
    const rooms = screen.getByRole('list', { name: 'Rooms' });
    expect(
      within(rooms)
        .getByRole('link', { name: /Master room\s*Items: 4/ })
        .getAttribute('href'),
    ).toBe('/operator/room-inventory/71');
  });

  it('defaults to the first unit and deletes an item only after confirmation', async () => {
    signInAsOperator();
    const api = fakeApi(
      units(),
      answer(userGetInventoryPlace, { data: place() }),
      answer(userDeleteInventoryItem, {}),
    );
    renderApp('/operator/property-inventory/11', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Sofa');
    expect(api.to(userGetInventoryPlace)[0]?.fields).toEqual({ unit_id: '5' });
    await user.click(screen.getByRole('button', { name: 'Delete Sofa' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    expect(api.to(userDeleteInventoryItem)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.to(userDeleteInventoryItem)[0]?.fields).toEqual({ inventory_item_id: '31' }),
    );
    // The list reads again; waited for here, so the refetch never lands in the next test's fake API.
    await waitFor(() => expect(api.to(userGetInventoryPlace).length).toBeGreaterThan(1));
  });

  it('shows one room with its add links carrying the room', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetInventoryPlace, {
        data: place({
          room_id: 71,
          room_name: 'Master room',
          items: [item({ id: 40, room_id: 71, catalogue_key: 'wardrobe', name: 'Wardrobe' })],
        }),
      }),
    );
    renderApp('/operator/room-inventory/71', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Inventory of Master room (A-12-3)' })).toBeTruthy();
    expect(screen.getByText('Wardrobe')).toBeTruthy();
    expect(api.to(userGetInventoryPlace)[0]?.fields).toEqual({ room_id: '71' });
    expect(screen.getByRole('link', { name: 'Add items' }).getAttribute('href')).toBe(
      '/operator/add-inventory-items/5?room_id=71',
    );
    expect(screen.getByRole('link', { name: 'Back to unit A-12-3' }).getAttribute('href')).toBe(
      '/operator/property-inventory/11?unit_id=5',
    );
  });
});

describe('add-inventory-items', () => {
  it('asks for at least one item, then sends the ticked catalogue keys with quantity and condition', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetInventoryPlace, { data: place({ room_id: 71, room_name: 'Master room' }) }),
      answer(userAddInventoryItems, {
        data: [item({ id: 50, catalogue_key: 'mattress', name: 'Mattress' })],
      }),
    );
    const { history } = renderApp('/operator/add-inventory-items/5?room_id=71', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Living and dining' });
    expect(screen.getByRole('checkbox', { name: 'Sofa' })).toBeTruthy();
    expect(screen.getByText('Already listed: 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add items (0)' }));
    expect(await screen.findByText('Choose at least one item.')).toBeTruthy();
    expect(api.to(userAddInventoryItems)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Mattress' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Mattress' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('checkbox', { name: 'Air conditioner' }));
    await user.click(screen.getByRole('combobox', { name: 'Condition of Air conditioner' }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await user.click(screen.getByRole('button', { name: 'Add items (2)' }));
    await waitFor(() => expect(api.to(userAddInventoryItems)).toHaveLength(1));
    const sent = api.to(userAddInventoryItems)[0]!.fields;
    expect(sent.unit_id).toBe('5');
    expect(sent.room_id).toBe('71');
    expect(JSON.parse(sent.items!)).toEqual([
      { catalogue_key: 'mattress', quantity: '2', condition: 'good' },
      { catalogue_key: 'air_conditioner', quantity: '1', condition: 'new' },
    ]);
    await waitFor(() => expect(history.location.pathname).toBe('/operator/room-inventory/71'));
  });
});

describe('add-custom-items', () => {
  it('refuses a row without a name, adds and removes rows, and sends the names', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetInventoryPlace, { data: place() }),
      answer(userAddInventoryItems, { data: [] }),
    );
    const { history } = renderApp('/operator/add-custom-items/5', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Add custom items' });
    await user.click(within(form).getByRole('button', { name: 'Save items' }));
    const name = within(form).getByRole('textbox', { name: /^Item/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(api.to(userAddInventoryItems)).toHaveLength(0);

    await user.type(name, 'Bean bag');
    await user.click(within(form).getByRole('button', { name: 'Add another item' }));
    await user.click(within(form).getByRole('button', { name: 'Add another item' }));
    expect(within(form).getAllByRole('textbox', { name: /^Item/ })).toHaveLength(3);
    await user.click(within(form).getByRole('button', { name: 'Remove item 3' }));
    const names = within(form).getAllByRole('textbox', { name: /^Item/ });
    expect(names).toHaveLength(2);
    await user.type(names[1]!, 'Rice cooker');
    await user.type(within(form).getAllByRole('textbox', { name: 'Remarks' })[1]!, 'Scratched lid');
    await user.click(within(form).getByRole('button', { name: 'Save items' }));
    await waitFor(() => expect(api.to(userAddInventoryItems)).toHaveLength(1));
    expect(JSON.parse(api.to(userAddInventoryItems)[0]!.fields.items!)).toEqual([
      { name: 'Bean bag', quantity: '1', condition: 'good', remarks: '' },
      { name: 'Rice cooker', quantity: '1', condition: 'good', remarks: 'Scratched lid' },
    ]);
    await waitFor(() => expect(history.location.pathname).toBe('/operator/property-inventory/11'));
    expect(history.location.search).toContain('unit_id=5');
  });
});

describe('edit-inventory-items', () => {
  it('saves the fields with the photos to remove and the new ones', async () => {
    signInAsOperator();
    const photos = [
      { file_id: 901, url: '/files/901/a.jpg' },
      { file_id: 902, url: '/files/902/b.jpg' },
    ];
    const api = fakeApi(
      answer(userGetInventoryItem, { data: item({ photos }) }),
      answer(userGetInventoryPlace, { data: place() }),
      answer(userUpdateInventoryItem, { data: item({ photos: [photos[1]!], quantity: 2 }) }),
    );
    renderApp('/operator/edit-inventory-items/31', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Edit item' });
    expect(api.to(userGetInventoryItem)[0]?.fields).toEqual({ inventory_item_id: '31' });
    const quantity = within(form).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(form).getByRole('button', { name: 'Keep photo 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });
    await user.upload(form.querySelector('input[type=file]') as HTMLInputElement, file);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(userUpdateInventoryItem)).toHaveLength(1));
    const sent = api.to(userUpdateInventoryItem)[0]!;
    expect(sent.fields).toMatchObject({
      inventory_item_id: '31',
      name: 'Sofa',
      quantity: '2',
      condition: 'good',
      remarks: 'Three-seater',
      remove_photo_ids: '[901]',
    });
    expect(sent.files.photos?.name).toBe('new.png');
  });
});
