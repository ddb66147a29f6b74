import {
  adminGetOperator,
  adminGetTenant,
  adminListOperators,
  adminListRatingDisputes,
  adminListTenants,
  adminResolveRatingDispute,
  adminUpdateOperator,
  userDisputeRating,
  userListMyRatings,
} from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../../test/setup-screens';
import {
  AdminTenantListPage,
  AdminViewTenantPage,
  EditOperatorPage,
  OperatorListPage,
  RatingDisputesPage,
} from '../admin-screens';
import { MyRatingsPage } from '../my-ratings-page';
import { company, operator, page, rating, signInAsAdmin, signInAsTenant, tenant } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/ratings': MyRatingsPage,
  '/admin/tenant': AdminTenantListPage,
  '/admin/view-tenant/$id': AdminViewTenantPage,
  '/admin/rating-disputes': RatingDisputesPage,
  '/admin/operator': OperatorListPage,
  '/admin/edit-operator/$id': EditOperatorPage,
};

describe('ratings (tenant)', () => {
  it('lists the ratings about me and disputes one with a required reason', async () => {
    signInAsTenant();
    let disputed = false;
    const api = fakeApi(
      answer(userListMyRatings, () =>
        page([
          disputed
            ? rating({ status: 'disputed', dispute_reason: 'I paid', disputed_at: '2026-05-03T00:00:00Z' })
            : rating(),
          rating({
            id: 32,
            comment: 'Left a mess',
            status: 'removed',
            resolution: 'removed',
            resolution_note: 'Proof shown',
            disputed_at: '2026-05-01T00:00:00Z',
          }),
        ]),
      ),
      answer(userDisputeRating, () => {
        disputed = true;
        return { data: rating({ status: 'disputed' }) };
      }),
    );
    renderApp('/ratings', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Always paid on time.');
    expect(screen.getByText('Dispute accepted: the rating was removed')).toBeTruthy();
    // Only the active, never disputed rating can be disputed.
    expect(screen.getAllByRole('button', { name: 'Dispute' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this rating' });
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByLabelText(/^Reason/))).toBe('This field is required.'),
    );
    expect(api.to(userDisputeRating)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'I paid every month');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await screen.findByText('Your dispute was sent. An admin will review it.');
    expect(api.to(userDisputeRating)[0]?.fields).toEqual({ id: '31', reason: 'I paid every month' });
    await screen.findByText('Your dispute is being reviewed.');
  });

  it('says No Results when nobody rated me', async () => {
    signInAsTenant();
    fakeApi(answer(userListMyRatings, page([])));
    renderApp('/ratings', SCREENS);
    await screen.findByText('No operator has rated you yet.');
  });
});

describe('rating disputes (admin)', () => {
  it('removes a disputed rating after a confirmation with a note', async () => {
    signInAsAdmin();
    const disputedRating = rating({
      status: 'disputed',
      dispute_reason: 'I paid',
      disputed_at: '2026-05-03T00:00:00Z',
    });
    const api = fakeApi(
      answer(adminListRatingDisputes, page([disputedRating])),
      answer(adminResolveRatingDispute, { data: rating({ status: 'removed', resolution: 'removed' }) }),
    );
    renderApp('/admin/rating-disputes', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('I paid')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this rating?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByLabelText(/^Note/))).toBe('This field is required.'),
    );
    await user.type(within(dialog).getByLabelText(/^Note/), 'Receipts shown');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Dispute resolved.');
    expect(api.to(adminResolveRatingDispute)[0]?.fields).toEqual({
      id: '31',
      resolution: 'remove',
      note: 'Receipts shown',
    });
  });

  it('says No Results for an empty queue', async () => {
    signInAsAdmin();
    fakeApi(answer(adminListRatingDisputes, page([])));
    renderApp('/admin/rating-disputes', SCREENS);
    await screen.findByText('No Results');
  });
});

describe('tenants (admin)', () => {
  it('lists every tenant with their companies and opens one', async () => {
    signInAsAdmin();
    fakeApi(
      answer(adminListOperators, page([])),
      answer(
        adminListTenants,
        page([
          {
            id: 5,
            name: 'Tan Mei Ling',
            email: null,
            mobile_country_code: '60',
            mobile: '162345601',
            status: 'active' as const,
            company_names: ['Demo Properties Sdn Bhd'],
            average_rating: null,
            created_at: '2026-05-01T00:00:00Z',
          },
        ]),
      ),
      answer(adminGetTenant, {
        data: {
          ...tenant(),
          owner_company_id: 1,
          companies: [
            {
              company_id: 1,
              company_name: 'Demo Properties Sdn Bhd',
              source: 'operator' as const,
              added_at: '2026-05-01T00:00:00Z',
            },
          ],
        },
      }),
    );
    renderApp('/admin/tenant', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Tan Mei Ling')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo Properties Sdn Bhd')).toBeTruthy();
    await user.click(within(row).getByRole('link', { name: 'View Tan Mei Ling' }));
    await screen.findByRole('heading', { name: 'Tan Mei Ling' });
    expect(screen.getByText('940312-14-5566')).toBeTruthy();
  });
});

describe('operators (admin)', () => {
  it('lists the companies with owner, trial and properties', async () => {
    signInAsAdmin();
    fakeApi(
      answer(
        adminListOperators,
        page([
          {
            id: 3,
            name: 'Harbour Homes Sdn Bhd',
            domain_code: 'harbour',
            owner: operator().owner,
            trial_starts_at: '2026-04-30T16:00:00.000Z',
            trial_ends_at: '2026-05-14T15:59:59.999Z',
            is_trial: true,
            properties_count: 2,
            created_at: '2026-04-30T16:00:00.000Z',
          },
        ]),
      ),
    );
    renderApp('/admin/operator', SCREENS);
    const row = (await screen.findByText('Harbour Homes Sdn Bhd')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Siti Harbour')).toBeTruthy();
    expect(within(row).getByText('On trial until 2026-05-14')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit Harbour Homes Sdn Bhd' }).getAttribute('href')).toBe(
      '/admin/edit-operator/3',
    );
  });

  it('edits the company and its trial dates; a 101 lands on its field', async () => {
    signInAsAdmin();
    let attempt = 0;
    const api = fakeApi(
      answer(adminGetOperator, { data: operator() }),
      answer(adminUpdateOperator, (fields) =>
        ++attempt === 1
          ? failure(101, { errors: { domain_code: 'This domain code is already taken.' } })
          : { data: operator({ company: company({ name: fields.name }) }) },
      ),
    );
    renderApp('/admin/edit-operator/3', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Company details' });
    expect((within(form).getByLabelText(/^Trial ends/) as HTMLInputElement).value).toBe('2026-05-14');
    const ends = within(form).getByLabelText(/^Trial ends/);
    await user.clear(ends);
    await user.type(ends, '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Trial ends/))).toBe(
        'The end date must not be before the start date.',
      ),
    );
    await user.clear(ends);
    await user.type(ends, '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Domain code/))).toBe(
        'This domain code is already taken.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    await screen.findByText('Company saved.');
    expect(api.to(adminUpdateOperator).at(-1)?.fields).toMatchObject({
      id: '3',
      name: 'Harbour Homes Sdn Bhd',
      domain_code: 'harbour',
      city: 'Penang',
      trial_starts_at: '2026-05-01',
      trial_ends_at: '2026-06-30',
      person_in_charge_mobile: '123456789',
    });
  });
});
