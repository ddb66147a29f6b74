import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/setup-i18n';
import { pageEffects } from './page-effects';
import { closePrompt, currentPrompt, openPrompt } from './prompts';

const SCREENS = { '/about': () => <h1>About screen</h1> };

beforeAll(async () => {
  await setupTestI18n('en');
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  while (currentPrompt()) closePrompt();
});

async function openWith(kind: Parameters<typeof openPrompt>[0]) {
  const app = renderApp('/about', SCREENS);
  await screen.findByText('About screen');
  act(() => openPrompt(kind));
  return { app, dialog: await screen.findByRole('dialog') };
}

describe('global prompts', () => {
  it('805: the timestamp-error modal asks for a refresh', async () => {
    const reload = vi.spyOn(pageEffects, 'reload').mockImplementation(() => {});
    const { dialog } = await openWith('timestamp-error');
    expect(
      within(dialog).getByText('You have been inactive for a while. Please refresh the page.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalled();
    reload.mockRestore();
  });

  it('777: insufficient credit links to top up and to support', async () => {
    const { dialog } = await openWith('insufficient-credit');
    expect(within(dialog).getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe(
      '/operator/wallet-history',
    );
    expect(within(dialog).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });

  it('306: verify-now prompt', async () => {
    const { dialog } = await openWith('verify-email');
    expect(within(dialog).getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe(
      '/user/verify-email',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(currentPrompt()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('107: Payex is not activate', async () => {
    const { dialog } = await openWith('gateway-not-active');
    expect(within(dialog).getByText('Payex is not activate')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows queued prompts one after the other', async () => {
    await openWith('gateway-not-active');
    act(() => openPrompt('timestamp-error'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('You have been inactive for a while. Please refresh the page.'),
    ).toBeTruthy();
  });
});
