import { dashboardPathFor } from '@sewa/domain/access/routes';
import type { TRegistrableRole } from '@sewa/domain/accounts/rules';
import type { TOtpSent } from '@sewa/domain/accounts/session';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { navigationOf, returnPathOf } from '../../../shared/account/return-after-sign-in';
import { useErrorText } from '../../../shared/forms/error-text';
import { useRegister } from '../api/auth';
import { CodeStepForm } from '../kit/code-step-form';
import { otpSentOf } from '../kit/otp';
import { startUserSession } from '../kit/start-session';
import { EMPTY_REGISTER_FIELDS, RegisterDetailsForm, type TRegisterFields } from './register-details-form';

type TStep = { kind: 'details'; errors?: Readonly<Record<string, string>> } | { kind: 'otp'; sent: TOtpSent };

/** The payload of both steps (product §3 registration payload); empty optional fields are not sent. */
export function registerPayload(role: TRegistrableRole, values: TRegisterFields) {
  // The values are the schema's output: optional boxes left empty arrive as undefined.
  const optional = (value: string | undefined) => value?.trim() || undefined;
  return {
    role,
    name: values.name.trim(),
    email: optional(values.email),
    mobile_country_code: values.mobile_country_code,
    mobile: values.mobile.trim(),
    password: values.password,
    password_confirm: values.password_confirm,
    is_adult: values.is_adult,
    ...(role === 'operator'
      ? {
          company_name: values.company_name?.trim(),
          company_domain: values.company_domain?.trim(),
          referral_code: optional(values.referral_code),
        }
      : {}),
  };
}

/**
 * The two-step registration of product §4: details (confirm ≠ 1 sends a code), then the code (confirm = 1
 * creates the account and logs in with the 1-day registration session).
 */
export function RegisterFlow({ accountRole: role }: { accountRole: TRegistrableRole }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  // A page that asked the visitor to register first (/register?redirect=…) gets them back.
  const returnTo = returnPathOf(useSearch({ strict: false }) as Record<string, unknown>);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TRegisterFields>(EMPTY_REGISTER_FIELDS);
  const [step, setStep] = useState<TStep>({ kind: 'details' });
  const registerCall = useRegister();

  const requestCode = async (next: TRegisterFields) => {
    const answer = await registerCall.mutateAsync({ ...registerPayload(role, next), confirm: 0 });
    setValues(next);
    setStep({ kind: 'otp', sent: otpSentOf(answer) });
  };

  const confirm = async (otp: string) => {
    const answer = await registerCall.mutateAsync({ ...registerPayload(role, values), confirm: 1, otp });
    if (!answer.user_info || !answer.login_token) throw new Error('public-register: no session');
    // Nothing cached for an earlier session may show in this one.
    queryClient.clear();
    startUserSession(answer.user_info, answer.login_token, 'register');
    await navigate({
      ...(returnTo ? navigationOf(returnTo) : { to: dashboardPathFor(answer.user_info.role) }),
      replace: true,
    });
  };

  if (step.kind === 'otp') {
    return (
      <CodeStepForm
        sent={step.sent}
        texts={{ form: t('otp.form'), submit: t('otp.confirm'), back: t('otp.change-details') }}
        onConfirm={confirm}
        onResend={() => requestCode(values)}
        onBack={() => setStep({ kind: 'details' })}
        onOtherError={(error) => {
          // Errors on other fields (an e-mail taken meanwhile) go back to the details, marked there.
          const errors = isApiError(error) ? error.fieldErrors : {};
          if (Object.keys(errors).length === 0) return errorText(error);
          setStep({ kind: 'details', errors });
          return null;
        }}
      />
    );
  }
  return (
    <RegisterDetailsForm
      role={role}
      defaultValues={values}
      serverErrors={step.errors}
      onSubmit={requestCode}
    />
  );
}
