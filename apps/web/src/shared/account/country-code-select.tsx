import { controlBase, controlBorder, cx } from '@sewa/ui/cx.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TCountryCode, useCountryCodes } from './country-codes';

export type TCountryCodeSelectProps = {
  /** Dial code digits, e.g. '60'. */
  value: string;
  onChange: (dialCode: string) => void;
  isInvalid?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  name?: string;
};

// Several countries share a dial code (+1, +7, +44): the option is the country, the value its dial code.
const pick = (countries: readonly TCountryCode[], dial: string, iso2: string | null) =>
  countries.find((c) => c.iso2 === iso2 && c.dial_code === dial) ??
  countries.find((c) => c.dial_code === dial);

/**
 * The mobile country-code picker (product §1, §7): the list of public-get-mobile-country-codes, Malaysia first.
 * A native select, so phones show their own picker and typing a letter jumps to a country.
 */
export function CountryCodeSelect({
  value,
  onChange,
  isInvalid,
  disabled,
  id,
  className,
  name,
}: TCountryCodeSelectProps) {
  const { t } = useTranslation('auth');
  const { countries, nameOf, isError } = useCountryCodes();
  const [iso2, setIso2] = useState<string | null>(null);
  const selected = pick(countries, value, iso2);
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <select
        id={id}
        name={name}
        aria-label={t('country-code')}
        aria-invalid={isInvalid || undefined}
        disabled={disabled}
        value={selected?.iso2 ?? ''}
        onChange={(event) => {
          const country = countries.find((c) => c.iso2 === event.target.value);
          if (!country) return;
          setIso2(country.iso2);
          onChange(country.dial_code);
        }}
        className={cx(controlBase, controlBorder(isInvalid), 'pr-8')}
      >
        {!selected && <option value="">{value ? `+${value}` : t('country-code')}</option>}
        {countries.map((country) => (
          <option key={country.iso2} value={country.iso2}>
            {`+${country.dial_code} ${nameOf(country)}`}
          </option>
        ))}
      </select>
      {isError && (
        <p role="alert" className="text-xs text-red-600">
          {t('country-codes-failed')}
        </p>
      )}
    </div>
  );
}
