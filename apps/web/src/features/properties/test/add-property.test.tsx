import { userCreateProperty, userProposeProperty } from '@sewa/domain/properties/calls-operator';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, fakeApi } from '../../../test/fake-api';
import { maps, markers } from '../../../test/fake-leaflet';
import { property } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
import { LandlordAddPropertyPage } from '../landlord-screens';
import { OperatorAddPropertyPage } from '../operator-screens';

setupScreenTests();

const SCREENS = {
  '/operator/add-property': OperatorAddPropertyPage,
  '/operator/add-unit/$id': () => <h1>Add unit screen</h1>,
  '/landlord/add-property': LandlordAddPropertyPage,
  '/landlord/properties': () => <h1>Landlord properties</h1>,
};

const created = property({ id: 42, name: 'Seri Maya', status: 'draft' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/^Property name/), 'Seri Maya');
  await choose(user, /^Property type/, 'Condominium');
  await user.type(within(form).getByLabelText(/^Street address/), 'Jalan Jelatek');
  await user.type(within(form).getByLabelText(/^Postcode/), '54200');
  await user.type(within(form).getByLabelText(/^City/), 'Setiawangsa');
  await choose(user, /^State/, 'Kuala Lumpur');
}

describe('add property', () => {
  it('explains every required field with the shared schema before calling the server', async () => {
    signInAsOperator();
    const api = fakeApi();
    renderApp('/operator/add-property', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Property details' });
    await user.type(within(form).getByLabelText(/^Postcode/), '123');
    await user.type(within(form).getByLabelText('Latitude'), '40.7');
    await user.type(within(form).getByLabelText('Longitude'), '101.7');
    await user.click(screen.getByRole('button', { name: 'Save and add units' }));
    expect((await within(form).findAllByText('This field is required.')).length).toBe(5);
    expect(within(form).getByText('Please enter a 5-digit postcode.')).toBeTruthy();
    expect(within(form).getByText('This location is outside Malaysia.')).toBeTruthy();
    expect(api.to(userCreateProperty)).toEqual([]);
  });

  it('creates the draft with its facilities and position, then asks for its first unit', async () => {
    signInAsOperator();
    const api = fakeApi(answer(userCreateProperty, { data: created }));
    const { history } = renderApp('/operator/add-property', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Property details' });
    await fillRequired(user, form);
    await user.type(within(form).getByLabelText('Latitude'), '3.1712');
    await user.type(within(form).getByLabelText('Longitude'), '101.7301');
    await user.click(within(form).getByRole('checkbox', { name: 'Gym' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Swimming pool' }));
    await user.click(screen.getByRole('button', { name: 'Save and add units' }));
    await screen.findByRole('heading', { name: 'Add unit screen' });
    expect(history.location.pathname).toBe('/operator/add-unit/42');
    const fields = api.to(userCreateProperty)[0]!.fields;
    expect(fields).toMatchObject({
      name: 'Seri Maya',
      type: 'condominium',
      postcode: '54200',
      state: 'Kuala Lumpur',
      lat: '3.1712',
      lng: '101.7301',
      photos: '[]',
    });
    // The vocabulary's order, whatever order they were ticked in.
    expect(JSON.parse(fields.facilities!)).toEqual(['swimming_pool', 'gym']);
  });

  it('sets the position from a click on the street map or a drag of its pin, the numbers following', async () => {
    signInAsOperator();
    fakeApi();
    renderApp('/operator/add-property', SCREENS);
    const form = await screen.findByRole('form', { name: 'Property details' });
    await waitFor(() => expect(maps.at(-1)?.view).toBeTruthy());
    expect(markers.filter((m) => m.getElement())).toHaveLength(0);
    act(() => maps.at(-1)?.clickAt(3.17123456, 101.73012345));
    const lat = within(form).getByLabelText('Latitude') as HTMLInputElement;
    const lng = within(form).getByLabelText('Longitude') as HTMLInputElement;
    await waitFor(() => expect([lat.value, lng.value]).toEqual(['3.171235', '101.730123']));
    const pin = await waitFor(() => {
      const drawn = markers.filter((m) => m.getElement());
      expect(drawn).toHaveLength(1);
      return drawn[0]!;
    });
    expect(pin.options.draggable).toBe(true);
    act(() => pin.dragTo(3.2, 101.6));
    await waitFor(() => expect([lat.value, lng.value]).toEqual(['3.200000', '101.600000']));
  });

  it('lets a landlord propose it to the operator instead', async () => {
    saveSession({ token: 'landlord-token', role: 'landlord', origin: 'login' });
    const api = fakeApi(answer(userProposeProperty, { data: created }));
    renderApp('/landlord/add-property', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Property details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Propose a property' })).toBeTruthy();
    await fillRequired(user, form);
    await user.click(screen.getByRole('button', { name: 'Send to my operator' }));
    await screen.findByRole('heading', { name: 'Landlord properties' });
    await waitFor(() => expect(api.to(userProposeProperty)).toHaveLength(1));
    expect(api.to(userCreateProperty)).toEqual([]);
  });
});
