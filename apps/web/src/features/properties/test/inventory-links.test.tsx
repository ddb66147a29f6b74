import { adminGetUnit } from '@sewa/domain/properties/calls-admin';
import { userGetUnit } from '@sewa/domain/properties/calls-units';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, fakeApi } from '../../../test/fake-api';
import { roomDetail, unitDetail } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
import { AdminEditUnitPage } from '../admin-screens';
import { OperatorEditUnitPage } from '../operator-screens';

setupScreenTests();

const { unit: _u, property: _p, ...room } = roomDetail();
const roomUnit = unitDetail({ rental_type: 'room', room_count: 1, room_list: [room] });

describe('the ways from a unit and its rooms to their inventory', () => {
  it('the operator’s unit links to its property’s inventory on the unit, each room to its own', async () => {
    signInAsOperator();
    fakeApi(answer(userGetUnit, { data: roomUnit }));
    renderApp('/operator/edit-unit/5?tabId=rooms', { '/operator/edit-unit/$id': OperatorEditUnitPage });
    const header = await screen.findByRole('link', { name: 'Inventory' });
    expect(screen.getByText(/^1 room set up \(the unit has \d+\)\.$/)).toBeTruthy();
    expect(header.getAttribute('href')).toBe('/operator/property-inventory/1?unit_id=5');
    const row = screen.getByText('Master Room').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Inventory of Master Room' }).getAttribute('href')).toBe(
      '/operator/room-inventory/31',
    );
  });

  it('the admin’s unit screen has no inventory links', async () => {
    saveSession({ token: 'a', role: 'admin', privileges: ['properties'], origin: 'login' });
    fakeApi(answer(adminGetUnit, { data: roomUnit }));
    renderApp('/admin/edit-unit/5?tabId=rooms', { '/admin/edit-unit/$id': AdminEditUnitPage });
    await screen.findByText('Master Room');
    expect(screen.queryByRole('link', { name: /Inventory/ })).toBeNull();
  });
});

describe('a unit whose number already carries its block', () => {
  it('is named once: "A-12-3", not "A-A-12-3", in the title and the trail', async () => {
    signInAsOperator();
    fakeApi(answer(userGetUnit, { data: { ...roomUnit, block: 'A', unit_number: 'A-12-3' } }));
    renderApp('/operator/edit-unit/5', { '/operator/edit-unit/$id': OperatorEditUnitPage });
    expect(await screen.findByRole('heading', { name: 'Unit A-12-3' })).toBeTruthy();
    expect(screen.queryByText(/A-A-12-3/)).toBeNull();
  });
});
