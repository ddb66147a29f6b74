import { userListRoles, userListTeam } from '@sewa/domain/users/team-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetSessionEndingForTests } from '../../../../app/api/client';
import { pageEffects } from '../../../../app/api/page-effects';
import { getSession, saveSession } from '../../../../app/session';
import { answer, failure, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { setupScreenTests } from '../../../../test/setup-screens';
import { TEAM_SCREENS } from '../screens';

setupScreenTests();

// product §2.2 account status: a suspended, locked or terminated account's next call (803) ends the
// session, and the reloaded page says why.

describe('a blocked account', () => {
  it('803 on a call ends the session and leaves the reason for the reloaded page', async () => {
    resetSessionEndingForTests();
    const reload = vi.spyOn(pageEffects, 'reload').mockImplementation(() => {});
    saveSession({ token: 't', role: 'operator', privileges: ['users/team'], origin: 'login' });
    fakeApi(answer(userListTeam, failure(803)), answer(userListRoles, failure(803)));
    renderApp('/operator/team', TEAM_SCREENS);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getSession().token).toBeNull();
    expect(sessionStorage.getItem('sewa_session_end')).toBe('account-blocked');
    reload.mockRestore();
  });

  it('the reloaded page tells the visitor why they were signed out, once', async () => {
    sessionStorage.setItem('sewa_session_end', 'account-blocked');
    fakeApi();
    renderApp('/operator/team', TEAM_SCREENS);
    const dialog = await screen.findByRole('dialog', { name: 'Account not available' });
    expect(within(dialog).getByText(/suspended, locked or terminated/)).toBeTruthy();
    expect(sessionStorage.getItem('sewa_session_end')).toBeNull();
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account not available' })).toBeNull());
  });
});
