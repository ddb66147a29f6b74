import { buttonClasses } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { LoadError } from '../../../shared/listings/load-error';
import { Notice } from '../../../shared/screens/notice';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { usePropertyListCall } from '../api/property-calls';
import { useCreateUnit } from '../api/unit-calls';
import { AREA_CALLS } from '../shared/calls';
import { UnitForm } from '../units/unit-form';
import { unitInputOf } from '../units/unit-form-values';
import { useUnitForm } from '../units/use-unit-form';

/**
 * /landlord/add-unit: a unit for one of the landlord's proposals. Only drafts take new units from a
 * landlord (the operator runs a listing once it is submitted).
 */
export function LandlordAddUnitPage() {
  const { t } = useTranslation('properties');
  const search = useSearch({ strict: false }) as { property_id?: unknown };
  const navigate = useNavigate();
  const toast = useToast();
  const drafts = usePropertyListCall(AREA_CALLS.landlord.list, {
    status: 'draft',
    page: 1,
    page_size: 100,
  });
  const [propertyId, setPropertyId] = useState(String(search.property_id ?? ''));
  const options = (drafts.data?.data?.items ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} · ${p.city}`,
  }));
  const chosen = options.some((o) => o.value === propertyId) ? propertyId : '';
  const form = useUnitForm({ property_id: chosen === '' ? null : Number(chosen) });
  const createUnit = useCreateUnit();

  const onSubmit = useFormSubmit(form, t('add-unit.failed'), async (values) => {
    const response = await createUnit.mutateAsync({ property_id: chosen, ...unitInputOf(values) });
    toast.success(t('add-unit.created', { unit: response.data.unit_number }));
    await navigate({ to: '/landlord/properties' });
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t('add-unit.title')}
        description={t('landlord.add-unit-description')}
        breadcrumbs={[
          { label: t('landlord.title'), href: '/landlord/properties' },
          { label: t('add-unit.title') },
        ]}
      />
      {drafts.isError ? (
        <LoadError error={drafts.error} onRetry={() => drafts.refetch()} />
      ) : drafts.isSuccess && options.length === 0 ? (
        <Notice
          action={
            <Link to="/landlord/add-property" className={buttonClasses('primary', 'sm')}>
              {t('landlord.propose')}
            </Link>
          }
        >
          {t('landlord.no-drafts')}
        </Notice>
      ) : (
        <>
          <FormField label={t('landlord.property')} isRequired id="landlord-property" className="sm:max-w-md">
            <Select
              options={options}
              value={chosen}
              onValueChange={setPropertyId}
              placeholder={t('form.choose')}
              disabled={!drafts.isSuccess}
            />
          </FormField>
          {chosen !== '' && (
            <UnitForm key={chosen} form={form} onSubmit={onSubmit} submitLabel={t('add-unit.submit')} />
          )}
        </>
      )}
    </div>
  );
}
