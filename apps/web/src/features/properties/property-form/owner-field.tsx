import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/forms/fields';
import { useLandlordOptions } from '../api/landlord-options';

/**
 * The property's owner: one of the company's landlords (the server refuses any other), or none (the
 * company's own). Landlords are added under Users → Landlords.
 */
export function OwnerField({ current }: { current?: { id: string; name: string } }) {
  const { t } = useTranslation('properties');
  const options = useLandlordOptions();
  const items = options.items.map((l) => ({
    value: String(l.id),
    label: l.mobile ? `${l.name} (+${l.mobile_country_code ?? ''} ${l.mobile})` : l.name,
  }));
  // The saved owner stays shown even before the list arrives (or if it is past the list's limit).
  if (current?.id && !items.some((i) => i.value === current.id))
    items.unshift({ value: current.id, label: current.name });
  return (
    <SelectField
      name="landlord_user_id"
      label={t('form.owner')}
      noneLabel={t('form.owner-none')}
      placeholder={t('form.owner-none')}
      options={items}
      hint={options.isError ? t('form.owner-unavailable') : t('form.owner-hint')}
      className="sm:max-w-md"
    />
  );
}
