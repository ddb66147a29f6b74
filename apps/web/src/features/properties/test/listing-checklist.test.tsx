import { userGetProperty } from '@sewa/domain/properties/calls-operator';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { property } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
import { OperatorEditPropertyPage } from '../operator-screens';

// A draft's page tells the operator what the listing still needs before Submit (issue 8: the server
// refuses a submit without a photo, a map position or something to rent).

setupScreenTests();
const SCREENS = { '/operator/edit-property/$id': OperatorEditPropertyPage };
const PHOTO = {
  file_id: 3,
  url: '/files/3/a.png',
  is_cover: true,
  width: 1290,
  height: 720,
  file_name: 'a.png',
};

const steps = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the listing checklist on a draft', () => {
  it('lists what is missing', async () => {
    signInAsOperator();
    fakeApi(
      answer(userGetProperty, {
        data: property({
          id: 9,
          status: 'draft',
          photos: [],
          lat: null,
          lng: null,
          available_rental_count: 0,
        }),
      }),
    );
    renderApp('/operator/edit-property/9', SCREENS);
    const section = await screen.findByRole('region', { name: 'Before you submit this listing' });
    expect(steps(section)).toEqual([
      '○ At least one photo of the property — still missing',
      '○ Its position on the map (latitude and longitude) — still missing',
      '○ A unit or room up for rent — still missing',
    ]);
  });

  it('says the listing is ready when nothing is missing', async () => {
    signInAsOperator();
    fakeApi(
      answer(userGetProperty, {
        data: property({
          id: 9,
          status: 'draft',
          photos: [PHOTO],
          lat: 3.1,
          lng: 101.7,
          available_rental_count: 1,
        }),
      }),
    );
    renderApp('/operator/edit-property/9', SCREENS);
    const section = await screen.findByRole('region', { name: 'Ready to submit' });
    expect(steps(section).every((s) => s?.startsWith('✓') && s.endsWith('— done'))).toBe(true);
    expect(within(section).getByText(/use Submit above/)).toBeTruthy();
  });

  it('is not shown once the listing is submitted', async () => {
    signInAsOperator();
    fakeApi(answer(userGetProperty, { data: property({ id: 9, status: 'pending_approval' }) }));
    renderApp('/operator/edit-property/9', SCREENS);
    await screen.findByRole('form', { name: 'Property details' });
    expect(screen.queryByRole('region', { name: /Before you submit|Ready to submit/ })).toBeNull();
  });
});
