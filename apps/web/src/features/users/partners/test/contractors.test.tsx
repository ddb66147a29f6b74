import {
  userCreateContractorProfile,
  userGetContractor,
  userListContractors,
  userUpdateContractor,
} from '@sewa/domain/users/partners-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../../app/session';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { setupScreenTests } from '../../../../test/setup-screens';
import {
  OperatorContractorsPage,
  OperatorCreateContractorPage,
  OperatorEditContractorPage,
} from '../operator-screens';
import { contractor, contractorItem, pageOf } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/contractor': OperatorContractorsPage,
  '/operator/create-new-contractor-profile': OperatorCreateContractorPage,
  '/operator/edit-contractor/$id': OperatorEditContractorPage,
};

const asOperator = () =>
  saveSession({ token: 'op', role: 'operator', privileges: ['users/contractor'], origin: 'login' });

describe('operator contractors', () => {
  it('lists contractors with their categories and filters by category', async () => {
    asOperator();
    const api = fakeApi(
      answer(userListContractors, (fields) =>
        fields.category === 'cleaning' ? pageOf([]) : pageOf([contractorItem()]),
      ),
    );
    renderApp('/operator/contractor', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Ali Plumbing Sdn Bhd')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Plumbing')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Cleaning' }));
    await screen.findByText('No Results');
    expect(api.to(userListContractors).at(-1)?.fields).toMatchObject({ category: 'cleaning', page: '1' });
  });

  it('says "Category is required." before sending, then sends the categories and sub-categories', async () => {
    asOperator();
    const api = fakeApi(
      answer(userCreateContractorProfile, { data: contractor({ id: 9 }) }),
      answer(userGetContractor, { data: contractor({ id: 9 }) }),
    );
    const { history } = renderApp('/operator/create-new-contractor-profile', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Contractor' });
    await user.type(within(form).getByLabelText(/^Name/), 'Ali Hassan');
    await user.type(within(form).getByPlaceholderText('123456789'), '0177000001');
    await user.click(screen.getByRole('button', { name: 'Create contractor' }));
    expect(await screen.findByText('Category is required.')).toBeTruthy();
    // A company needs its business name.
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(api.to(userCreateContractorProfile)).toEqual([]);

    await user.type(within(form).getByLabelText(/^Business name/), 'Ali Plumbing Sdn Bhd');
    await user.click(within(form).getByRole('checkbox', { name: 'Plumbing' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'Leaking pipe or tap' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Selangor' }));
    await user.type(within(form).getByLabelText(/^Towns and cities/), 'Petaling Jaya, Shah Alam');
    await user.click(screen.getByRole('button', { name: 'Create contractor' }));
    await waitFor(() => expect(history.location.pathname).toBe('/operator/edit-contractor/9'));
    const fields = api.to(userCreateContractorProfile)[0]!.fields;
    expect(fields).toMatchObject({
      kind: 'company',
      business_name: 'Ali Plumbing Sdn Bhd',
      mobile: '0177000001',
    });
    expect(JSON.parse(fields.categories!)).toEqual(['plumbing']);
    expect(JSON.parse(fields.sub_categories!)).toEqual(['plumbing-leak']);
    expect(JSON.parse(fields.service_states!)).toEqual(['Selangor']);
    expect(JSON.parse(fields.service_cities!)).toEqual(['Petaling Jaya', 'Shah Alam']);
  });

  it('edits a person contractor: no business name is asked, unchecking a category drops its sub-categories', async () => {
    asOperator();
    const api = fakeApi(
      answer(userGetContractor, { data: contractor() }),
      answer(userUpdateContractor, { data: contractor({ kind: 'person', business_name: null }) }),
    );
    renderApp('/operator/edit-contractor/8', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Contractor' });
    await user.click(within(form).getByRole('radio', { name: 'Person' }));
    expect(within(form).queryByLabelText(/^Business name/)).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Electrical' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Plumbing' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to(userUpdateContractor)).toHaveLength(1));
    const fields = api.to(userUpdateContractor)[0]!.fields;
    expect(fields).toMatchObject({ id: '8', kind: 'person' });
    expect(JSON.parse(fields.categories!)).toEqual(['electrical']);
    expect(JSON.parse(fields.sub_categories!)).toEqual([]);
  });
});
