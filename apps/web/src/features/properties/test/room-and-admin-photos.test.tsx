import {
  adminGetProperty,
  adminGetRoom,
  adminUploadPropertyPhotos,
} from '@sewa/domain/properties/calls-admin';
import { userGetRoom, userUpdateRoom } from '@sewa/domain/properties/calls-units';
import { pngFile } from '@sewa/domain/testing/png';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, fakeApi } from '../../../test/fake-api';
import { property, roomDetail } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
import { AdminEditPropertyPage, AdminEditRoomDetailsPage } from '../admin-screens';
import { OperatorEditRoomDetailsPage } from '../operator-screens';

setupScreenTests();

const SCREENS = {
  '/operator/edit-room-details/$id': OperatorEditRoomDetailsPage,
  '/operator/edit-unit/$id': () => <h1>Unit screen</h1>,
  '/admin/edit-room-details/$id': AdminEditRoomDetailsPage,
  '/admin/edit-property/$id': AdminEditPropertyPage,
};

const signInAsAdmin = () =>
  saveSession({ token: 'admin-token', role: 'admin', privileges: ['properties'], origin: 'login' });

describe('/operator/edit-room-details/{id}', () => {
  it('reads the room by its id alone, then saves it and returns to the unit’s rooms', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetRoom, { data: roomDetail() }),
      answer(userUpdateRoom, { data: roomDetail({ title: 'Master Room (en-suite)' }) }),
    );
    const { history } = renderApp('/operator/edit-room-details/31', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Edit room Master Room' });
    expect(api.to(userGetRoom)[0]?.fields).toEqual({ id: '31' });
    expect(screen.getByText('Residensi Bukit Bintang · A-12-3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A-12-3' }).getAttribute('href')).toBe('/operator/edit-unit/5');

    const title = within(form).getByLabelText(/^Room title/);
    await user.clear(title);
    await user.type(title, 'Master Room (en-suite)');
    await user.click(within(form).getByRole('button', { name: 'Save room' }));
    await screen.findByRole('heading', { name: 'Unit screen' });
    expect(history.location.pathname).toBe('/operator/edit-unit/5');
    expect(api.to(userUpdateRoom)[0]?.fields).toMatchObject({
      id: '31',
      title: 'Master Room (en-suite)',
      room_type: 'master',
    });
  });

  it('still opens from links that carry ?unit_id= of the room’s unit', async () => {
    signInAsOperator();
    fakeApi(answer(userGetRoom, { data: roomDetail() }));
    renderApp('/operator/edit-room-details/31?unit_id=5', SCREENS);
    await screen.findByRole('form', { name: 'Edit room Master Room' });
  });

  it('says not found when ?unit_id= names another unit', async () => {
    signInAsOperator();
    fakeApi(answer(userGetRoom, { data: roomDetail() }));
    renderApp('/operator/edit-room-details/31?unit_id=6', SCREENS);
    await screen.findByText('This record was not found, or it belongs to another company.');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('admin screens', () => {
  it('/admin/edit-room-details/{id} reads the room through admin-get-room', async () => {
    signInAsAdmin();
    const api = fakeApi(answer(adminGetRoom, { data: roomDetail({ title: 'Small Room' }) }));
    renderApp('/admin/edit-room-details/31', SCREENS);
    await screen.findByRole('form', { name: 'Edit room Small Room' });
    expect(api.to(adminGetRoom)[0]?.fields).toEqual({ id: '31' });
    expect(api.to(userGetRoom)).toEqual([]);
  });

  it('/admin/edit-property/{id} adds photos through admin-upload-property-photos', async () => {
    signInAsAdmin();
    const uploaded = {
      file_id: 77,
      url: '/files/77/abc/view.png',
      file_name: 'view.png',
      is_cover: false,
      width: 640,
      height: 480,
    };
    const api = fakeApi(
      answer(adminGetProperty, { data: property({ id: 7 }) }),
      answer(adminUploadPropertyPhotos, { data: [uploaded] }),
    );
    renderApp('/admin/edit-property/7', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Property details' });
    const file = pngFile(640, 480, 'view.png');
    await user.upload(within(form).getByLabelText(/^More photos/), file);
    await waitFor(() => expect(api.to(adminUploadPropertyPhotos)).toHaveLength(1));
    const [upload] = api.to(adminUploadPropertyPhotos);
    expect(upload?.fields).toMatchObject({ property_id: '7', is_cover: 'false' });
    expect(Object.keys(upload?.files ?? {})).toEqual(['photos']);
    expect(await within(form).findByRole('img', { name: /Photo 1/ })).toBeTruthy();
  });
});
