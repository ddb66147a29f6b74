import { userVerifyPin } from '@sewa/domain/accounts/calls';
import { UiTextProvider } from '@sewa/ui/i18n/ui-text-provider.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../app/session';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { setupScreenTests } from '../../../test/setup-screens';
import { PinPrompt } from './pin-prompt';

// Typing-heavy journeys: generous time on a shared machine.
setupScreenTests();
beforeEach(() => {
  saveSession({ token: 'tok', role: 'operator', origin: 'login' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

// The prompt links to /user/pin, so it needs a router around it.
function open(onVerified: (pin: string) => void) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <PinPrompt open onOpenChange={() => {}} onVerified={onVerified} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UiTextProvider language="en">
        <RouterProvider router={router} />
      </UiTextProvider>
    </QueryClientProvider>,
  );
}

describe('PinPrompt', () => {
  it('checks the PIN with the server and hands it over once accepted', async () => {
    const api = fakeApi(
      answer(userVerifyPin, (fields) =>
        fields.pin === '135790'
          ? { is_valid: true as const }
          : failure(101, { errors: { pin: 'The PIN is not correct.' } }),
      ),
    );
    const onVerified = vi.fn();
    open(onVerified);
    const box = await screen.findByLabelText(/^PIN/);
    await userEvent.type(box, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The PIN must be 6 digits.')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The PIN is not correct.')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('135790'));
    // The PIN travels encrypted like a password.
    expect(api.to(userVerifyPin)[1]?.raw.pin).toMatch(/^enc1:/);
  });

  it('says when the PIN is locked, and points to /user/pin when none is set', async () => {
    let reply = failure(105, {
      errors: { pin: 'Too many wrong attempts. Please try again in 15 minutes.' },
    });
    fakeApi(answer(userVerifyPin, () => reply));
    open(vi.fn());
    const box = await screen.findByLabelText(/^PIN/);
    await userEvent.type(box, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('pin-prompt-error')).textContent).toMatch(/15 minutes/);
    reply = failure(104, { errors: { pin: 'You have not set a PIN yet.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have not set a PIN yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set your PIN now' }).getAttribute('href')).toBe('/user/pin');
  });
});
