import type { TOtpSent } from '@sewa/domain/accounts/session';
import { UiTextProvider } from '@sewa/ui/i18n/ui-text-provider.tsx';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api/api-error';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { CodeStepForm } from './code-step-form';

setupScreenTests();

const sent: TOtpSent = {
  otp_channel: 'sms',
  otp_destination: '+60******789',
  otp_expires_in: 300,
  otp_resend_in: 0,
};
const texts = { form: 'Code', lead: 'A code is needed.', submit: 'Go', back: 'Back' };

function open(onConfirm: (otp: string) => Promise<void>, onOtherError: (error: unknown) => string | null) {
  const onBack = vi.fn();
  render(
    <UiTextProvider language="en">
      <CodeStepForm
        sent={sent}
        texts={texts}
        errorTestId="step-error"
        onConfirm={onConfirm}
        onResend={async () => {}}
        onBack={onBack}
        onOtherError={onOtherError}
      />
    </UiTextProvider>,
  );
  return { onBack };
}

async function submitCode(code: string) {
  await userEvent.type(await screen.findByLabelText(/^6-digit code/), code);
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
}

describe('CodeStepForm', () => {
  it('keeps an error on the code on its field, without asking the caller', async () => {
    const onOtherError = vi.fn(() => 'never');
    const { onBack } = open(async () => {
      throw new ApiError({ statusCode: 101, fieldErrors: { otp: 'The code is not correct.' } });
    }, onOtherError);
    expect(screen.getByRole('form', { name: 'Code' })).toBeTruthy();
    expect(screen.getByText('A code is needed.')).toBeTruthy();
    await submitCode('999999');
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByLabelText(/^6-digit code/))).toBe('The code is not correct.'),
    );
    expect(onOtherError).not.toHaveBeenCalled();
    expect(screen.queryByTestId('step-error')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("shows the caller's text for any other failure, and nothing when the caller took it", async () => {
    const other = new ApiError({ statusCode: 101, fieldErrors: { email: 'Taken.' } });
    const onOtherError = vi.fn<(error: unknown) => string | null>().mockReturnValueOnce('Wait a minute.');
    onOtherError.mockReturnValueOnce(null);
    open(async () => {
      throw other;
    }, onOtherError);
    await submitCode('123456');
    expect((await screen.findByTestId('step-error')).textContent).toBe('Wait a minute.');
    expect(onOtherError).toHaveBeenCalledWith(other);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onOtherError).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('step-error')).toBeNull();
  });
});
