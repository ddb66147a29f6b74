import {
  userCreateSubContractor,
  userGetSubContractor,
  userGetSubContractorOptions,
  userListSubContractors,
} from '@sewa/domain/users/partners-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../../app/session';
import { answer, failure, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { setupScreenTests } from '../../../../test/setup-screens';
import {
  ContractorCreateSubContractorPage,
  ContractorEditSubContractorPage,
  ContractorSubContractorsPage,
} from '../contractor-screens';
import { pageOf, subContractor } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/contractor/sub-contractor': ContractorSubContractorsPage,
  '/contractor/create-sub-contractor': ContractorCreateSubContractorPage,
  '/contractor/edit-sub-contractor/$id': ContractorEditSubContractorPage,
};

const asContractor = () => saveSession({ token: 'co', role: 'contractor', origin: 'login' });
const OPTIONS = { data: { categories: ['plumbing', 'electrical'], sub_categories: [] } };

describe('contractor sub-contractors', () => {
  it('lists the sub-contractors and says No Results to a search that finds none', async () => {
    asContractor();
    fakeApi(
      answer(userListSubContractors, (fields) => (fields.search ? pageOf([]) : pageOf([subContractor()]))),
    );
    renderApp('/contractor/sub-contractor', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Worker Ahmad')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Plumbing')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search sub-contractors' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No Results');
  });

  it('offers only the contractor own categories and requires one', async () => {
    asContractor();
    const api = fakeApi(
      answer(userGetSubContractorOptions, OPTIONS),
      answer(userCreateSubContractor, { data: subContractor({ id: 13 }) }),
      answer(userListSubContractors, pageOf([subContractor({ id: 13 })])),
    );
    const { history } = renderApp('/contractor/create-sub-contractor', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Sub-contractor' });
    expect(within(form).getByRole('checkbox', { name: 'Plumbing' })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: 'Electrical' })).toBeTruthy();
    expect(within(form).queryByRole('checkbox', { name: 'Cleaning' })).toBeNull();
    await user.type(within(form).getByLabelText(/^Name/), 'Worker Ahmad');
    await user.type(within(form).getByPlaceholderText('123456789'), '0177000002');
    await user.click(screen.getByRole('button', { name: 'Create sub-contractor' }));
    await screen.findByText('Category is required.');
    expect(api.to(userCreateSubContractor)).toEqual([]);
    await user.click(within(form).getByRole('checkbox', { name: 'Electrical' }));
    await user.click(screen.getByRole('button', { name: 'Create sub-contractor' }));
    await waitFor(() => expect(history.location.pathname).toBe('/contractor/sub-contractor'));
    expect(JSON.parse(api.to(userCreateSubContractor)[0]!.fields.categories!)).toEqual(['electrical']);
  });

  it('says not found for another contractor sub-contractor', async () => {
    asContractor();
    fakeApi(
      answer(userGetSubContractor, () => failure(102, { message: 'Not found.' })),
      answer(userGetSubContractorOptions, OPTIONS),
    );
    renderApp('/contractor/edit-sub-contractor/99', SCREENS);
    expect((await screen.findAllByText(/not found/i)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Sub-contractor' })).toBeNull();
  });
});
