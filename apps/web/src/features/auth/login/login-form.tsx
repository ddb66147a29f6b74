import { dashboardPathFor } from '@sewa/domain/access/routes';
import { ZAdminLoginInput, ZLoginInput } from '@sewa/domain/accounts/login';
import { isMobileLoginRole, type TLoginRole } from '@sewa/domain/accounts/rules';
import { type TLoginOtpRequired, ZLoginOtpRequired, ZLoginWait } from '@sewa/domain/accounts/session';
import { STATUS } from '@sewa/domain/protocol/status';
import { Button } from '@sewa/ui/button.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { applyFieldErrors } from '../../../app/api/form-errors';
import { adoptSavedLanguage } from '../../../app/router/language-sync';
import { DEFAULT_DIAL_CODE } from '../../../shared/account/country-codes';
import { MobileField } from '../../../shared/account/mobile-field';
import { PasswordInput } from '../../../shared/account/password-input';
import { navigationOf, returnPathOf } from '../../../shared/account/return-after-sign-in';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { submitHandler } from '../../../shared/forms/use-form-submit';
import { useLogin, useLoginAdmin } from '../api/auth';
import { CodeStepForm } from '../kit/code-step-form';
import { readRemembered, storeRemembered, type TRememberScope } from '../kit/remember-me';
import { startAdminSession, startUserSession } from '../kit/start-session';
import { RoleChoice } from '../role-choice';

type TLoginFields = {
  role: TLoginRole | 'admin';
  username: string;
  mobile_country_code: string;
  password: string;
  remember: boolean;
};

const userResolver = schemaResolver<TLoginFields>(ZLoginInput, (form) => form);
const adminResolver = schemaResolver<TLoginFields>(ZAdminLoginInput, (form) => form);

/** The label of the identifier: contractors call their number a phone (product §6). */
const identifierLabel = (role: TLoginFields['role']) =>
  role === 'contractor' ? 'phone' : isMobileLoginRole(role as TLoginRole) ? 'mobile' : 'email';

/** The code the answer asks for past the account-wide ceiling (101, `data.otp_required`; ADR 0026). */
function codeAskedBy(error: unknown): TLoginOtpRequired | null {
  if (!isApiError(error) || error.statusCode !== STATUS.VALIDATION) return null;
  const parsed = ZLoginOtpRequired.safeParse(error.response?.data);
  return parsed.success ? parsed.data : null;
}

/** How long this device must wait, from a 105's `data.retry_after_seconds`; null for another answer. */
function waitOf(error: unknown): number | null | undefined {
  if (!isApiError(error) || error.statusCode !== STATUS.TOO_MANY) return undefined;
  const parsed = ZLoginWait.safeParse(error.response?.data);
  return parsed.success ? parsed.data.retry_after_seconds : null;
}

function initialValues(scope: TRememberScope, roles: readonly TLoginFields['role'][]): TLoginFields {
  const remembered = readRemembered(scope);
  const rememberedRole = roles.find((r) => r === remembered?.role);
  return {
    role: rememberedRole ?? roles[0]!,
    username: remembered?.username ?? '',
    mobile_country_code: remembered?.mobile_country_code ?? DEFAULT_DIAL_CODE,
    password: '',
    remember: remembered !== null,
  };
}

/**
 * Login for one page family: the tenant site (mobile), the operator-hosted site (operators by e-mail,
 * landlords and contractors by number) or the admin site (e-mail, own call and token).
 */
export function LoginForm({
  scope,
  roles,
}: {
  scope: TRememberScope;
  roles: readonly TLoginFields['role'][];
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const router = useRouter();
  // A page that asked the visitor to log in first (/login?redirect=…) gets them back.
  const returnTo = returnPathOf(useSearch({ strict: false }) as Record<string, unknown>);
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  // Past the account-wide ceiling: the checked values wait for the code that was sent.
  const [codeStep, setCodeStep] = useState<{ sent: TLoginOtpRequired; values: TLoginFields } | null>(null);
  const isAdmin = scope === 'admin';
  const form = useForm<TLoginFields>({
    defaultValues: initialValues(scope, roles),
    resolver: isAdmin ? adminResolver : userResolver,
  });
  const { register, control, setError, watch, setValue, clearErrors, formState } = form;
  const loginUser = useLogin();
  const loginAdmin = useLoginAdmin();
  const { errors } = formState;
  const role = watch('role');
  const isMobile = role !== 'admin' && isMobileLoginRole(role);
  const label = t(`login.${identifierLabel(role)}`);

  const signIn = async (values: TLoginFields, otp?: string) => {
    const base = {
      username: values.username.trim(),
      password: values.password,
      remember: values.remember,
      ...(otp ? { otp } : {}),
    };
    if (isAdmin) {
      const answer = await loginAdmin.mutateAsync(base);
      storeRemembered(scope, values.remember, { username: base.username });
      // Nothing cached for an earlier session may show in this one.
      queryClient.clear();
      startAdminSession(answer.admin_info, answer.login_token);
      await navigate({ to: dashboardPathFor('admin'), replace: true });
      return;
    }
    const payload = isMobile
      ? { ...base, role: values.role as TLoginRole, mobile_country_code: values.mobile_country_code }
      : { ...base, role: values.role as TLoginRole };
    const answer = await loginUser.mutateAsync(payload);
    storeRemembered(scope, values.remember, {
      username: base.username,
      mobile_country_code: isMobile ? values.mobile_country_code : undefined,
      role: roles.length > 1 ? values.role : undefined,
    });
    queryClient.clear();
    startUserSession(answer.user_info, answer.login_token, 'login');
    adoptSavedLanguage(router, answer.user_info.language);
    await navigate({
      ...(returnTo ? navigationOf(returnTo) : { to: dashboardPathFor(answer.user_info.role) }),
      replace: true,
    });
  };

  /** A 105's text with the wait it announces; null when the failure is not a wait. */
  const waitText = (error: unknown): string | null => {
    const seconds = waitOf(error);
    if (seconds === undefined) return null;
    // A code asked for again too soon (otp-wait) says so on its own; any other 105 is a plain wait.
    if (seconds === null) return (isApiError(error) && error.fieldErrors.otp) || t('login.wait');
    return seconds < 60
      ? t('login.wait-seconds', { seconds })
      : t('login.wait-minutes', { minutes: Math.ceil(seconds / 60) });
  };

  const onSubmit = submitHandler(
    form,
    (error) => setFormError(errorText(error)),
    async (values) => {
      setFormError(null);
      try {
        await signIn(values);
      } catch (error) {
        const sent = codeAskedBy(error);
        if (sent) {
          setCodeStep({ sent, values });
          return;
        }
        // A wait (105) marks the field and says how long above the button as well.
        const wait = waitText(error);
        if (wait === null) throw error;
        applyFieldErrors(error, setError);
        setFormError(wait);
      }
    },
  );

  if (codeStep) {
    const back = () => {
      setCodeStep(null);
      setFormError(null);
    };
    return (
      <CodeStepForm
        sent={codeStep.sent}
        texts={{
          form: t('login.code-form'),
          lead: t('login.code-lead'),
          submit: t('login.code-submit'),
          back: t('login.code-back'),
        }}
        // One test id for a refusal on either step of the sign-in.
        errorTestId="login-error"
        onConfirm={(otp) => signIn(codeStep.values, otp)}
        onResend={async () => {
          try {
            await signIn(codeStep.values);
          } catch (error) {
            const sent = codeAskedBy(error);
            if (!sent) throw error;
            setCodeStep({ sent, values: codeStep.values });
          }
        }}
        onBack={back}
        onOtherError={(error) => {
          const wait = waitText(error);
          if (wait !== null) return wait;
          // The password no longer fits (changed meanwhile): back to the first step, marked there.
          if (isApiError(error) && error.fieldErrors.password) {
            back();
            setError('password', { type: 'server', message: error.fieldErrors.password });
            return null;
          }
          return errorText(error);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.form')} className="flex flex-col gap-4">
      <RoleChoice
        roles={roles}
        value={role}
        onChange={(next) => {
          setValue('role', next);
          clearErrors();
          setFormError(null);
        }}
      />
      {isMobile ? (
        <MobileField
          label={label}
          control={control}
          register={register}
          codeName="mobile_country_code"
          numberName="username"
          error={errors.username?.message ?? errors.mobile_country_code?.message}
        />
      ) : (
        <FormField label={label} isRequired error={errors.username?.message}>
          <TextInput {...register('username')} type="email" inputMode="email" autoComplete="username" />
        </FormField>
      )}
      <FormField label={t('login.password')} isRequired error={errors.password?.message}>
        <PasswordInput {...register('password')} />
      </FormField>
      <Controller
        control={control}
        name="remember"
        render={({ field }) => (
          <Checkbox
            label={t('login.remember')}
            description={t('login.remember-hint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {formError && <FormAlert testId="login-error">{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
