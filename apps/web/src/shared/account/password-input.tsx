import { cx, focusRing } from '@sewa/ui/cx.ts';
import { TextInput, type TTextInputProps } from '@sewa/ui/text-input.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password (or PIN) box with a show/hide switch; typing on a phone is error-prone without it. */
export function PasswordInput({
  autoComplete = 'current-password',
  ...props
}: Omit<TTextInputProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      suffix={
        <button
          type="button"
          aria-label={isVisible ? t('hide-password') : t('show-password')}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((v) => !v)}
          className={cx('rounded p-1 text-slate-500 hover:text-slate-800', focusRing)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            {isVisible ? (
              <path d="M3.3 2.3 2.3 3.3l3 3A9.8 9.8 0 0 0 1 10s3 6 9 6c1.7 0 3.2-.5 4.4-1.2l2.3 2.3 1-1-14.4-13.8ZM10 14a4 4 0 0 1-3.6-5.8l1.5 1.5A2 2 0 0 0 10.3 12l1.5 1.5c-.6.3-1.2.5-1.8.5Zm9-4s-1.1 2.2-3.4 3.9l-1.5-1.5A4 4 0 0 0 8.6 6.2L6.9 4.5C7.9 4.2 8.9 4 10 4c6 0 9 6 9 6Z" />
            ) : (
              <path d="M10 4c-6 0-9 6-9 6s3 6 9 6 9-6 9-6-3-6-9-6Zm0 10a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
            )}
          </svg>
        </button>
      }
    />
  );
}
