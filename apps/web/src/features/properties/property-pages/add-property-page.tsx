import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { useCreateProperty, useProposeProperty } from '../api/property-calls';
import { PropertyForm } from '../property-form/property-form';
import { propertyInputOf } from '../property-form/property-form-values';
import { usePropertyForm } from '../property-form/use-property-form';
import { usePropertiesArea } from '../shared/area';

/**
 * /operator/add-property (a new draft of the company, then its first unit) and /landlord/add-property
 * (a proposal: it reaches the operator as a draft the landlord owns).
 */
export function AddPropertyScreen() {
  const { t } = useTranslation('properties');
  const { area, base } = usePropertiesArea();
  const isLandlord = area === 'landlord';
  const navigate = useNavigate();
  const toast = useToast();
  const form = usePropertyForm(isLandlord ? 'propose' : 'create');
  const create = useCreateProperty();
  const propose = useProposeProperty();

  const onSubmit = useFormSubmit(form, t('add.failed'), async (values) => {
    const input = propertyInputOf(values);
    const response = await (isLandlord ? propose : create).mutateAsync(input);
    const created = response.data;
    if (isLandlord) {
      toast.success(t('add.proposed', { name: created.name }));
      await navigate({ to: `${base}/properties` });
    } else {
      toast.success(t('add.created', { name: created.name }));
      await navigate({ to: `${base}/add-unit/${created.id}` });
    }
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={isLandlord ? t('add.propose-title') : t('add.title')}
        description={isLandlord ? t('add.propose-description') : t('add.description')}
        breadcrumbs={[{ label: t('list.title'), href: `${base}/properties` }, { label: t('add.title') }]}
      />
      <PropertyForm
        form={form}
        onSubmit={onSubmit}
        submitLabel={isLandlord ? t('add.propose-submit') : t('add.submit')}
        owner={area === 'operator' ? {} : undefined}
      />
    </div>
  );
}
