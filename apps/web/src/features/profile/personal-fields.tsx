import type { TProfileFieldName } from '@sewa/domain/accounts/profile';
import { GENDERS, ID_TYPES, RACES } from '@sewa/domain/accounts/rules';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '../../shared/account/country-codes';
import { NativeSelect, type TOption } from '../../shared/forms/native-select';

export type TProfileValues = Record<string, string>;

type TKind = 'text' | 'date' | 'gender' | 'race' | 'id-type' | 'country' | 'number';
const KINDS: Partial<Record<TProfileFieldName, TKind>> = {
  gender: 'gender',
  race: 'race',
  date_of_birth: 'date',
  nationality: 'country',
  country: 'country',
  id_type: 'id-type',
  bank_account_number: 'number',
};

const AUTOCOMPLETE: Partial<Record<TProfileFieldName, string>> = {
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  postcode: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
  date_of_birth: 'bday',
};

/** Groups of product §3-style profile data, shown in this order when the role has them. */
export const FIELD_GROUPS: readonly { key: string; fields: readonly TProfileFieldName[] }[] = [
  {
    key: 'personal',
    fields: [
      'gender',
      'race',
      'date_of_birth',
      'nationality',
      'id_type',
      'id_number',
      'position',
      'occupation',
    ],
  },
  { key: 'address', fields: ['address_line1', 'address_line2', 'postcode', 'city', 'state', 'country'] },
  {
    key: 'emergency',
    fields: ['emergency_contact_name', 'emergency_contact_mobile', 'emergency_contact_relationship'],
  },
  { key: 'business', fields: ['business_name', 'business_registration_number'] },
  { key: 'bank', fields: ['bank_name', 'bank_account_name', 'bank_account_number'] },
];

/** The personal fields of one group that the role has, as form controls. */
export function PersonalFields({
  fields,
  register,
  errors,
}: {
  fields: readonly TProfileFieldName[];
  register: UseFormRegister<TProfileValues>;
  errors: FieldErrors<TProfileValues>;
}) {
  const { t } = useTranslation('profile');
  const { countries, nameOf } = useCountryCodes();
  const countryOptions: TOption[] = countries.map((c) => ({ value: c.iso2, label: nameOf(c) }));
  const optionsFor = (kind: TKind): TOption[] => {
    if (kind === 'gender') return GENDERS.map((v) => ({ value: String(v), label: t(`gender.${v}`) }));
    if (kind === 'race') return RACES.map((v) => ({ value: String(v), label: t(`race.${v}`) }));
    if (kind === 'id-type') return ID_TYPES.map((v) => ({ value: v, label: t(`id-type.${v}`) }));
    return countryOptions;
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((name) => {
        const kind = KINDS[name] ?? 'text';
        const error = errors[name]?.message;
        const isSelect = kind === 'gender' || kind === 'race' || kind === 'id-type' || kind === 'country';
        return (
          <FormField key={name} label={t(`field.${name}`)} error={error}>
            {isSelect ? (
              <NativeSelect {...register(name)} options={optionsFor(kind)} placeholder={t('choose')} />
            ) : (
              <TextInput
                {...register(name)}
                type={kind === 'date' ? 'date' : 'text'}
                inputMode={kind === 'number' ? 'numeric' : undefined}
                autoComplete={AUTOCOMPLETE[name]}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
